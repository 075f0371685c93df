CREATE TABLE "job_runs" (
	"name" varchar(60) PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone NOT NULL
);
