-- New briefs default to the 20L keg the shop sells; briefs already stored keep the size they asked for.
ALTER TABLE "custom_beer_requests" ALTER COLUMN "packaging" SET DEFAULT '20L keg';
