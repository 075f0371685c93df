// The 4,000 most common passwords of at least 6 characters, most common first, separated by white space.
// Taken from the password frequency list of zxcvbn 4.4.2 (MIT licence, (c) 2012-2016 Dan Wheeler and
// Dropbox, Inc.), which was compiled from leaked password sets. New passwords on this list are refused.
export const COMMON_PASSWORDS_TEXT = `
123456 password 12345678 qwerty 123456789 111111 1234567 dragon 123123 baseball abc123 football
monkey letmein shadow master 696969 mustang 666666 qwertyuiop 123321 1234567890 superman 654321
1qaz2wsx 7777777 fuckyou qazwsx jordan 123qwe 000000 killer trustno1 hunter harley zxcvbnm asdfgh
buster batman soccer tigger charlie sunshine iloveyou fuckme ranger hockey computer starwars asshole
pepper klaster 112233 zxcvbn freedom princess maggie ginger 11111111 131313 cheese 159753 summer
chelsea dallas biteme matrix yankees corvette austin access thunder merlin secret diamond hammer
fucker 1234qwer silver gfhjkm internet samantha golfer scooter orange cookie q1w2e3r4t5 maverick
sparky phoenix mickey bigdog snoopy guitar whatever chicken camaro mercedes peanut ferrari falcon
cowboy welcome samsung steelers smokey dakota arsenal boomer eagles tigers marina nascar booboo
gateway yellow porsche monster spider diablo hannah bulldog junior london purple compaq lakers
iceman qwer1234 hardcore cowboys banana ncc1701 boston tennis q1w2e3r4 coffee scooby 123654 nikita
yamaha mother barney brandy chester fuckoff oliver player forever rangers midnight chicago bigdaddy
redsox badboy fender jasper slayer rabbit natasha marine bigdick wizard marlboro raiders prince
casper fishing flower jasmine iwantu panties adidas winter winner gandalf password1 ghbdtn 1q2w3e4r
golden cocacola jordan23 winston madison angels panther blowme sexsex bigtits spanky sophie asdfasdf
thx1138 toyota canada 12344321 blowjob 8675309 muffin liverpoo apples qwerty123 passw0rd abcd1234
pokemon 123abc slipknot qazxsw 123456a scorpion qwaszx butter startrek rainbow asdfghjkl newyork
redskins gemini cameron qazwsxedc florida liverpool turtle sierra viking booger butthead doctor
rocket 159357 dolphins captain bandit jaguar packers pookie peaches 789456 dolphin helpme theman
maxwell qwertyui shithead lovers maddog giants nirvana metallic hotdog rosebud mountain warrior
stupid elephant suckit success bond007 jackass alexis scorpio samson q1w2e3 azerty rush2112 driver
freddy 1q2w3e4r5t sydney gators dexter red123 123456q 12345a creative voodoo trouble america nissan
gunner garfield bullshit asdfghjk fucking apollo 1qazxsw2 eminem legend airborne beavis brooklyn
godzilla skippy 4815162342 kitten shelby beaver phantom asdasd xavier braves darkness blink182
copper platinum qweqwe tomcat 01012011 bigboy 102030 animal police online 11223344 voyager lifehack
12qwaszx sniper 315475 trinity blazer heaven snowball playboy loveme bubbles hooters cricket willow
donkey topgun nintendo saturn destiny pakistan pumpkin digital sergey redwings explorer private
runner therock guinness lasvegas beatles 789456123 cassie christin qwerty1 celtic asdf1234 andrey
broncos 007007 babygirl eclipse fluffy cartman michigan carolina testing alexande birdie pantera
cherry vampire mexico dickhead buffalo genius montana minecraft maximus flyers lovely stalker
metallica doggie snickers speedy bronco lol123 paradise yankee horses magnum dreams 147258369
lacrosse goober enigma qwertyu scotty pimpin bollocks surfer poohbear genesis asd123 qweasdzxc
racing hello1 hawaii eagle1 poopoo einstein boobies 12345q bitches drowssap simple badger alaska
action jester drummer 111222 spitfire forest maryjane champion diesel svetlana friday hotrod 147258
lucky1 westside security google badass tester shorty thumper hitman mozart zaq12wsx reddog 010203
lizard a123456 123456789a ruslan 1232323q scarface qwerty12 147852 a12345 buddha 420420 spirit
money1 stargate qwe123 naruto mercury liberty 12345qwert semperfi suzuki popcorn spooky marley
scotland cherokee vikings simpsons rascal qweasd hummer loveyou michael1 patches russia jupiter
penguin passion cumshot vfhbyf vladimir sandman passport raider bastard 123789 infinity assman
bulldogs fantasy sucker 1234554321 horney domino budlight disney ironman usuckballz1 softball brutus
redrum bigred mnbvcxz fktrcfylh karina marines digger kawasaki cougar fireman oksana monday justice
nigger wildcats tinker logitech dancer swordfis avalon everton alexandr motorola patriots hentai
madonna pussy1 ducati colorado connor juventus galore smooth freeuser warcraft boogie titanic
wolverin elizabet arizona valentin saints accord test123 password123 christ yfnfif stinky spiderma
naughty chopper hello123 ncc1701d extreme skyline zombie pearljam 123qweasd froggy awesome vision
pirate fylhtq dreamer bullet predator empire 123123a kirill charlie1 panthers skipper nemesis
rasdzv3 peekaboo rolltide cardinal psycho danger mookie happy1 wanker chevelle manutd goblue 9379992
hobbes vegeta fyfcnfcbz 852456 picard 159951 windows loverboy victory vfrcbv bambam serega 123654789
turkey tweety galina hiphop rooster changeme berlin taurus suckme polina electric avatar 134679
maksim raptor alpha1 hendrix newport bigcock brazil spring a1b2c3 madmax britney sublime darkside
bigman wolfpack classic hercules ronaldo letmein1 1q2w3e 741852963 spiderman blizzard 123456789q
cheyenne cjkysirj tiger1 wombat bubba1 pandora zxc123 holiday wildcat devils alabama 147852369
caesar buddy1 bondage pussycat pickle shaggy catch22 leather chronic a1b2c3d4 qqq111 qaz123 airplane
kodiak freepass billybob sunset katana chocolat snowman angel1 stingray firebird wolves zeppelin
detroit pontiac gundam panzer vagina outlaw redhead tarheels greenday nastya 01011980 hardon
engineer dragon1 hellfire serenity fireball lickme darkstar 1029384756 mustang1 124578 strike beauty
pavilion 01012000 bobafett dbrnjhbz bigmac bowling chris1 ytrewq natali pyramid welcome1 dodgers
apache swimming whynot trooper fuckit defender precious 135790 packard weasel popeye lucifer cancer
icecream 142536 swordfish presario viktor rockstar blonde james1 wutang atlanta airforce thailand
casino lennon 741852 hacker bluebird hawkeye 456123 theone catfish sailor goldfish nfnmzyf tattoo
pervert barbie maxima nipples machine trucks wrangler tornado lights cadillac bubble pegasus madman
longhorn browns target 666999 qazwsx123 microsoft dilbert christia baller lesbian shooter xfiles
seattle qazqaz cthutq amateur prelude corona freaky malibu 123qweasdzxc assassin 246810 atlantis
integra pussies iloveu lonewolf dragons monkey1 unicorn software bobcat stealth peewee openup 753951
srinivas zaqwsx valentina shotgun trigger veronika bruins coyote babydoll dollar lestat rocky1
hottie random butterfly wordpass smiley sweety chipper samurai devildog maddie soso123aljg mistress
freedom1 flipper express hjvfirf cessna piglet polaris teacher montreal cookies wolfgang scully
fatboy wicked tickle dfvgbh foobar transam fetish oicu812 basketba toshiba hotstuff sunday gambit
31415926 impala stephani jessica1 hooker lancer knicks shamrock fuckyou2 stinger 314159 redneck
deftones squirt siemens blaster trucker subaru renegade ibanez manson swinger reaper blondie mylove
galaxy blahblah enterpri travel 1234abcd babylon5 indiana skeeter master1 ficken bigone sweetpea
fucked trfnthbyf marino escort smitty bigfoot larisa trumpet spartan valera babylon asdfghj yankees1
bigboobs stormy mister hamlet aardvark butterfl marathon paladin cavalier manchester skater indigo
hornet buckeyes 01011990 indians karate hesoyam toronto diamonds chiefs buckeye 1qaz2wsx3edc
highland hotsex charger redman passwor maiden drpepper pornstar garden 12345678910 pencil sherlock
timber thuglife insane jungle jesus1 aragorn 1a2b3c hamster david1 triumph techno lollol pioneer
catdog 321654 fktrctq morpheus 141627 pascal shadow1 hobbit wetpussy erotic consumer blabla justme
stones chrissy spartak goforit burger pitbull adgjmptw italia barcelona hunting colors kissme virgin
overlord pebbles sundance emerald racecar element 1478963 zipper alpine basket goddess poison nipple
sakura chichi huskers pussys q12345 ultimate ncc1701e blackie nicola rommel matthew1 caserta
geronimo sammy1 trojan 123qwe123 philips nugget tarzan chicks aleksandr bassman trixie portugal
anakin dodger bomber superfly madness q1w2e3r4t5y6 123asd fatcat ybrbnf soldier warlock wrinkle1
desire sexual seminole alejandr 951753 11235813 westham andrei concrete access14 letmein2 ladybug
christop trombone tintin bluesky rhbcnbyf qazxswedc onelove cdtnkfyf vfvjxrf titans stallion hansolo
blue22 smiles beagle panama kingkong flatron inferno mongoose connect poiuyt snatch qawsed blessed
rocker snakes bluemoon sex4me finger jamaica a1234567 mulder beetle fuckyou1 passat immortal plastic
123454321 anthony1 whiskey dietcoke spunky magic1 monitor cactus exigen planet ripper spyder apple1
nolimit hollywoo sticky trunks 1234321 14789632 pickles sailing bonehead ghbdtnbr charlott rubber
911911 112358 molly1 yomama hongkong jumper william1 ilovesex faster unreal cumming memphis
1123581321 nylons legion sebastia shalom pentium geheim werewolf funtime ferret curious 555666
niners cantona sprite philly pirates abgrtyu lollipop eternity boeing super123 sweets cooldude
tottenha green1 jackoff stocking 7895123 moomoo martini biscuit drizzt colt45 fossil makaveli
snapper satan666 maniac salmon patriot verbatim shasta asdzxc shaved blackcat raistlin qwerty12345
punkrock cjkywt 01012010 waterloo crimson twister oxford musicman seinfeld biggie condor ravens
megadeth wolfman cosmos sharks banshee keeper foxtrot gn56gn56 skywalke velvet black1 sesame
squirrel privet sunrise wolverine legolas grendel carrot frosty lvbnhbq blades stardust qazwsxed
121314 coolio brownie groovy twilight daytona vanhalen pikachu peanuts licker hershey jericho
intrepid 1234567a zaq123 lobster goblin punisher strider shogun kansas amadeus seven7 jason1 neptune
showtime muscle oldman ekaterina rfrfirf getsome showme 111222333 obiwan skittles tanker maestro
tarheel anubis hannibal newlife gothic fighter blue123 123456z princes thunder1 sabine 1q2w3e4r5t6y
python mirage clover tequila chelsea1 surfing delete potato chubby panasonic sandiego portland
baggins fusion sooners blackdog buttons californ moscow playtime mature 1a2b3c4d dagger stimpy
asdf123 gangster warriors iverson chargers byteme swallow liquid lucky7 dingdong nymets cracker
mushroom 456852 crusader bigguy dkflbvbh bugger nimrod tazman stranger newpass doodle powder gotcha
guardian dublin slapshot septembe 147896325 pepsi1 milano grizzly woody1 knights photos nookie
charly rammstein brasil 123321123 scruffy munchkin poopie 123098 kittycat latino walnut thegame
viper1 1passwor kolobok picasso robert1 barcelon bananas trance auburn coltrane eatshit goodluck
starcraft wheels parrot postal wisdom gorilla katerina pass123 andrew1 shaney14 dumbass osiris
fuck_inside oakland discover ranger1 spanking lonestar meridian heather1 dookie stonecol megaman
192837465 rjntyjr ledzep lowrider 25802580 richard1 firefly griffey racerx paradox ghjcnj gangsta
zaq1xsw2 tacobell weezer sirius halflife buffett shiloh 123698745 vertigo sergei aliens sobaka
keyboard kangaroo sinner soccer1 0.0.000 bonjour socrates chucky hotboy sprint sarah1 scarlet celica
shazam formula1 sommer trebor qwerasdf mailcreated5240 bollox asshole1 fuckface honda1 rebels
vacation lexmark penguins 12369874 ragnarok formula 258456 tempest vfhecz tacoma qwertz colombia
flames rockon prodigy wookie dodgeram mustangs 123qaz sithlord smoker server incubus scoobydo
oblivion molson kitkat titleist rescue zxcv1234 carpet bigballs tardis jimbob xanadu blueeyes shaman
mersedes pooper pussy69 golfing hearts mallard 12312312 kenwood patrick1 cowboys1 oracle 123zxc
nuttertools 102938 topper 1122334455 shemale sleepy gremlin yourmom 123987 gateway1 printer monkeys
peterpan kingston cooler analsex pa55word asterix freckles birdman frank1 defiant aussie blondes
tatyana 445566 aspirine mariners jackal deadhead katrin rootbeer frogger scooter1 noodles thomas1
parola shaolin celine 11112222 plymouth creampie justdoit ohyeah fatass assfuck amazon 1234567q
kisses magnus nopass 987456 6751520 harley1 putter champs massive spidey lightnin camelot letsgo
gizmodo aezakmi caliente goodtime thankyou raiders1 brucelee redalert aquarius 456654 catherin
smokin mypass astros roller porkchop sapphire qwert123 kevin1 a1s2d3f4 beckham atomic rusty1 vanilla
qazwsxedcrfv hunter1 kaktus cxfcnmt blacky 753159 elvis1 aggies blackjac bangkok scream 123321q
iforgot power1 kasper buster1 slappy shitty veritas chevrole amber1 01012001 amsterdam jammer primus
spectrum eduard granny horny1 sasha1 clancy usa123 diamond1 hitler avenger spankme 123456qwerty
smudge scrappy labrador john316 syracuse front242 falcons husker candyman commando pacman delta1
pancho krishna fatman clitoris pineappl lesbians 8j4ye3uz barkley vulcan punkin celtics monopoly
flyboy romashka hamburg 123456aa gangbang 223344 area51 spartans aaa111 tricky snuggles homerun
vectra homer1 hermes topcat cuddles infiniti 1234567890q cosworth phoenix1 killer1 ivanov bossman
qawsedrf peugeot exigent doberman durango brandon1 plumber telefon horndog laguna rbhbkk webmaster
breeze porsche9 beefcake leopard redbull oscar1 topdog godsmack theking omega1 speaker viktoria
fuckers bowler starbuck gjkbyf valhalla anarchy blacks herbie kingpin starfish loveit achilles
906090 labtec ncc1701a fitness jordan1 brando arsenal1 kicker napass desert sailboat bohica tractor
hidden muppet jackson1 jimmy1 terminator phillies pa55w0rd terror farside swingers legacy frontier
butthole doughboy jrcfyf tuesday sabbath daniel1 nebraska homers qwertyuio azamat fallen agent007
striker camels iguana looker pinkfloy moloko qwerty123456 dannyboy luckydog 789654 pistol whocares
charmed skiing select franky daniil vladik vfrcbvrf ihateyou nevada moneys vkontakte mandingo
puppies 666777 mystic zidane kotenok dilligaf budman bunghole zvezda 123457 triton golfball technics
trojans laptop rookie 01011991 15426378 aberdeen gustav jethro enterprise stripper filter hurrican
rfnthbyf lespaul gizmo1 132435 dthjybrf 1366613 excalibu 963852 nofear momoney possum cutter oilers
moocow cupcake gbpltw batman1 splash svetik super1 soleil bogdan melissa1 vipers babyboy tdutybq
lancelot ccbill keystone passwort flamingo firefox dogman vortex noodle raven1 zaphod killme
pokemon1 coolman danila designer skinny kamikaze deadman gopher doobie warhammer deeznuts freaks
engage chevy1 steve1 apollo13 poncho hammers azsxdc dracula 000007 bitch1 deskjet macdaddy mighty
rangers1 manchest sterlin casey1 meatball mailman sinatra cthulhu summer1 bubbas cartoon bicycle
eatpussy truelove sentinel tolkien breast capone lickit summit 123456k peter1 daisy1 kitty1
123456789z crazy1 jamesbon texas1 sexygirl 362436 billyboy redhot microsof microlab daddy1 rockets
iloveyo fernand gordon24 cutlass polska star69 titties pantyhos 01011985 thekid aikido gofish mayday
1234qwe anfield lansing scotch catman 73501505 hustler dfkthbz passwor1 jenny1 azsxdcfv cheers
irish1 gabrie tinman orioles charlton fortuna 01011970 airbus rustam xtreme bigmoney zxcasd retard
grumpy huskies boxing 4runner kelly1 ultima warlord fordf150 oranges rotten asdfjkl superstar denali
sultan bikini saratoga figaro sixers wildfire vladislav 128500 sparta mayhem greenbay chewie music1
number1 cancun mellon poiuytrewq cloud9 crunch bigtime chicken1 piccolo bigbird 321654987 billy1
01011981 maradona sandro chester1 bizkit rjirfrgbde 789123 rightnow jasmine1 hyperion treasure
meatloaf armani rovers jarhead 01011986 cruise coconut dragoon utopia davids rfhbyf reebok charli
giorgi sticks sayang pass1234 exodus anaconda zaqxsw illini woofwoof emily1 sandy1 packer poontang
govols tomato beaner cooter creamy lionking happy123 albatros poodle kenworth dinosaur greens
happyday eeyore tsunami cabbage holyshit turkey50 memorex chaser bogart orgasm tommy1 volley whisper
knopka ericsson walleye 321123 pepper1 katie1 chickens tyler1 corrado twisted 100000 clemson
zxcasdqwe tootsie milana zenith fktrcfylhf shania frisco polniypizdec0211 crazybab junebug fugazi
rereirf vfvekz sausage vfczyz koshka clapton justin1 anhyeuem condom hardrock skywalker tundra
gringo 150781 vitalik aspire stocks samsung1 applepie abc12345 gandalf1 pillow sparkle gmoney
rockhard lucky13 samiam everest hellyeah bigsexy skorpion rfrnec hedgehog australi candle slacker
voyeur jazzman america1 bobby1 br0d3r wolfie vfksirf 1qa2ws3ed 13243546 fright yosemite karolina
barsik cheetah baddog deniska starship bootie milena hithere greatone 50cent 0.0.0.000 albion
amanda1 midget maxell football1 cyclone freeporn nikola bonsai kenshin slider balloon roadkill
killbill 222333 jerkoff 78945612 dinamo tekken rambler goliath cinnamon malaka backdoor fiesta
packers1 rastaman fletch sojdlg123aljg stefano artemis calico nyjets damnit robotech duchess rctybz
hooter keywest 18436572 hal9000 mechanic pingpong operator presto rasputin bristol faggot 963852741
amsterda 321456 wibble carrera alibaba majestic ramses duster route66 trident clipper steeler
wrestlin divine kipper gotohell kingfish snake1 passwords buttman pompey viagra zxcvbnm1 332211
slutty lineage2 macross pooter brian1 qwert1 charles1 jokers yzerman swimmer ne1469 nwo4life solnce
seamus lolipop pupsik moose1 ivanova secret1 matador love69 420247 ktyjxrf subway cinder vermont
pussie florian magick guiness allsop ghetto flash1 a123456789 typhoon dfkthf depeche skydive dammit
seeker fuckthis crysis kcj9wx5n umbrella r2d2c3po 123123q snoopdog critter theboss 162534 splinter
cyclops jayhawk 456321 caramel qwer123 underdog caveman onlyme grapes feather hotshot fuckher
renault george1 sex123 pippen 000001 789987 floppy megapass pornos kickass great1 quattro 135246
wassup helloo p0015123 nicole1 chivas shannon1 bullseye fishes blackhaw jamesbond tunafish juggalo
dkflbckfd 123789456 dallas1 translator 122333 beanie alucard gfhjkm123 supersta magicman ashley1
cohiba xbox360 caligula 12131415 facial 7753191 dfktynbyf cobra1 cigars klingon bob123 safari looser
deepthroat malina 200000 tazmania goalie jacob1 monaco cruiser misfit vh5150 tommyboy marino13
yousuck sharky vfhufhbnf horizon absolut brighton 123456r death1 kungfu forfun mamapapa enter1
budweise banker getmoney kostya qazwsx12 bigbear vector fallout nudist gunners royals chainsaw
scania trader blueboy walrus eastside kahuna qwerty1234 love123 01011989 cypress undertaker ybrjkfq
europa snowboar sabres moneyman chrisbln minime nipper groucho whitey viewsonic penthous wolf359
fabric flounder coolguy whitesox passme smegma skidoo thanatos fucku2 snapple dalejr mondeo thesims
mybaby panasoni sinbad thecat topher sneakers q123456 z1x2c3 chicago1 taylor1 ghjcnjnfr cat123
olivier titanium madison1 jabroni hambone intruder holly1 gargoyle sadie1 static poseidon studly
newcastl sexxxx johannes danzig beastie musica buckshot sunnyday adonis bluedog bonkers 2128506
chrono compute 01011988 turbo1 smelly wapbbs goldstar ferrari1 778899 quantum pisces boomboom gunnar
test1234 florida1 superman1 multiplelo custom motherlode 1qwerty westwood usnavy apple123 daewoo
stereo sasuke sunflowe watcher dharma 555777 mouse1 assholes babyblue 123qwerty marius walmart
starfire tigger1 paintbal knickers aaliyah lokomotiv theend winston1 sapper erotica scanner sexy69
doogie bayern joshua1 newbie scott1 losers droopy outkast martin1 dodge1 wasser ufkbyf rjycnfynby
thirteen 12345z 112211 hotred deejay hotpussy 192837 jessic philippe panther1 cubbies havefun magpie
fghtkm avalanch newyork1 pudding leonid harry1 cbr600 audia4 bimmer 01011984 idontknow vfvfgfgf
aleksey builder 01011987 zerocool godfather mylife donuts allmine redfish 777888 sascha nitram
bounce 333666 smokes 1x2zkg8w rodman stunner zxasqw12 hoosier beretta insert 123456s rtyuehe
francesc tights cheese1 micron quartz hockey1 gegcbr searay jewels paintball celeron padres
syncmaster simon1 beaches prissy diehard orange1 mittens aleksandra queens 02071986 biggles thongs
southpark twinkle gretzky rabota cambiami monalisa gollum chuckles spike1 gladiator whisky spongebob
03082006 mazafaka meathead ou8122 barefoot 12345678q cfitymrf bigass a1s2d3 kosmos blessing clevelan
terrapin ginger1 johnboy maggot clarinet deeznutz 336699 stumpy stoney footbal traveler bucket
snapon pianoman hawkeyes futbol casanova goodboy honey1 sexyman warthog mustard abc1234 nickel
10203040 meowmeow boricua prophet sauron 12qwas reefer andromeda crystal1 joker1 lovesex triangle
whatsup mellow bengals monster1 01011910 lover1 123aaa sunshin smeghead hokies welder cerberus
bunny1 rockford 1q2w3e4r5 goldwing gabriell buzzard crjhgbjy james007 rainman groove tiberius purdue
nokia6300 hayabusa jagger zigzag poochie usarmy redwood redwing 12345679 salamander silver1 abcd123
sputnik boobie ripple eternal 12qw34er thegreat allstar slinky gesperrt mishka whiskers pinhead
overkill sweet1 rhfcjnrf montgom240 sersolution jamie1 starman swords nikolay bacardi badgirl
rebecca1 wildman penny1 spaceman logan1 hacked bulldog1 helmet windsor buffy1 runescape trapper
123451 banane dbrnjh ripken 12345qwe frisky fester lightning ib6ub9 cicero thedog 784512 01011992
megatron illusion edward1 napster squash roadking woohoo 19411945 hoosiers 01091989 tracker bagira
midway leavemealone 14725836 235689 menace rachel1 stoned realmadrid 787898 balloons tinkerbell
5551212 maria1 pobeda heineken sonics moonlight optimus orchid 02071982 jaybird kashmir 12345678a
chuang chunky mortgage rulezzz saleen chuckie fishing1 gsxr750 doghouse reader buddah benfica
salomon meister eraser blackbir bigmike starter pissing deluxe eagles1 hardcock 135792468 seahawks
godfathe bookworm gregor talisman blackjack babyface hawaiian dogfood 01011975 sancho ludmila medusa
mortimer 123456654321 roadrunn just4me stalin 01011993 handyman alphabet pizzas calgary clouds
password2 cgfhnfr cubswin max123 xxx123 digital1 gfhjkm1 7779311 missy1 michae beautifu gator1
pacers buddie chinook heckfy dutchess sally1 breasts beowulf darkman tiffany1 qazwsx1 satana
idontkno smiths puddin nasty1 teddybea valkyrie passwd boxster killers cheater inuyasha beast1
wareagle foryou dragonball mermaid bhbirf teddy1 dolphin1 misty1 delphi gromit sponge qazzaq fytxrf
gameover beamer beemer kittykat rancid manowar adam12 diggler assword austin1 wishbone gonavy
sparky1 fisting thedude sinister venera novell salsero jayden fuckoff1 linda1 vedder 02021987 1pussy
redline jktymrf 02011985 dfcbkbq dragon12 chrome gamecube titten bella1 02081988 eureka bitchass
147369 banner lakota 123321a mustafa preacher hotbox 02041986 z1x2c3v4 playstation 01011977 claymore
electra checkers armagedon 02051986 wrestle svoboda nimbus alenka madina newpass6 onetime aa123456
bartman 02091987 silverad electron 12345t devil666 oliver1 skylar rhtdtlrj gobucks johann 12011987
milkman 02101985 camper thunderb bigbutt jammin davide cheeks goaway lighter claudi thumbs pissoff
ghostrider cocaine squall hootie blackout doitnow subzero 02031986 marine1 02021988 pothead 123456qw
antoni bcfields marika 794613 musashi tulips southpar 02061985 mandarin 654123 ninjas cannabis
jetski xerxes zhuang kleopatra dickie morgan1 dieter baseball1 tottenham yfnfkmz dirtbike
1234567890a jackson5 ipswich iamgod 02011987 tdutybz modena slippery qweasd123 bluefish samtron
111333 iscool 02091986 petrov 1357924680 mollydog 02021986 1236987 pheonix ghblehjr othello starcraf
000111 sanfran a11111 cameltoe badman vasilisa 1qaz2ws 12qw12 369963 cheech beatle pickup paloma
01011983 caravan elizaveta gawker banzai pussey mullet bingo1 bearcat flexible farscape borussia
templar guitar1 toolman yfcntymrf chloe1 slave1 nuggets 02081984 mantis scorpio1 fyutkbyf thedoors
02081987 02061986 123qq123 fergie 7ugd5hip2j asdfzxcv sunflower pussyman deadpool bigtit 01011982
love12 lassie skyler gatorade carpedie jockey mancity spectre 02021984 cameron1 artemka 02031984
iomega moritz spinner heater grease corleone ltybcrf cowboy1 hippie chimera alex123 02021985 mickey1
corsair sonoma aaron1 xxxpass bacchus webmaste xyz123 chrysler spurs1 cosmic 01020304 deutsch
gabriel1 123455 oceans 987456321 binladen latinas a12345678 speedo buttercu 02081989 21031988 merlot
millwall kotaku dragonba stonecold snuffy 01011999 02011986 hellos maggie1 slapper istanbul bonjovi
babylove bullfrog phoeni porsche1 nomore 02061989 bobdylan capslock orion1 zaraza teddybear ntktajy
myname wraith 02041984 smokie chevrolet dialog gfhjkmgfhjkm dotcom monarch athlon mikey1 hamish
coolness ramones ciccio chippy eddie1 house1 marker cougars jackpot barbados pdtplf knockers cobalt
amateurs dipshit napoli kilroy pulsar jayhawks daemon alexey shuang 9293709b13 shiner eldorado
soulmate mclaren golfer1 andromed 50spanks sexyboy dogshit 02021983 kakashka syzygy 111111a yeahbaby
netscape fulham 120676 gooner rainbow6 laurent dog123 halifax freeway carlitos 147963 eastwood
microphone monkey12 persik coldbeer danny1 fgtkmcby entropy gadget just4fun baggio carlito
1234567891 02021989 02041983 specialk piramida bigblue salasana hopeful mephisto bailey1 annie1
generic violetta spencer1 arcadia 02051983 hondas 9562876 trainer jones1 smashing 159632 iceberg
rebel1 snooker temp123 matteo fastball q2w3e4r5 bamboo fuckyo shutup buddyboy nikitos redbird maxxxx
shitface 02031987 kissmyass sahara radiohea 1234asdf wildcard maxwell1 patric plasma heynow bruno1
bigfish misfits sassy1 02011988 02081986 testpass nanook cygnus licking slavik pringles ninja1
submit dundee tiburon pinkfloyd chopin obelix insomnia stroker 1a2s3d4f playboy1 lazarus spider1
homerj sleeper 02041982 darklord 02041988 02041987 tripod magician telephon vsjasnel12 pasword
iverson3 pavlov homeboy gamecock brodie budapest yjdsqgfhjkm reckless 02011980 tiger123 mason1
orient 01011979 cdtnbr maksimka bushido taxman giorgio sphinx kazantip 02101984 concorde verizon
lovebug sam123 seadoo qazwsxedc123 jezebel pharmacy abnormal jellybea maxime islander bunnies
jiggaman drakon 010180 zhjckfd classics crusher mordor hooligan strawberry 02081985 scrabble
hawaii50 wg8e3wjf cthtuf premium 123456qwe mazda626 ramrod tootie rhjrjlbk ghost1 bounty 02071984
killer12 sweetnes porno1 masamune 426hemi corolla mariposa hjccbz doomsday bummer blue12 bird33
excalibur samsun kirsty buttfuck kfhbcf marcello 02021982 dynamite 655321 master12 123465 lollypop
stepan 1qa2ws spiker goirish callum michael2 moonbeam attila henry1 lindros andrea1 sporty lantern
12365478 nextel violin volcom 998877 water1 imation inspiron dynamo citadel placebo clowns 02061988
tripper dabears haggis merlin1 02031985 anthrax amerika iloveme vsegda burrito bombers snowboard
forsaken katarina a1a2a3 woofer tigger2 fullmoon tiger2 hannah1 snoopy1 sexxxy sausages stanislav
cobain robotics exotic green123 mobydick senators pumpkins fergus asddsa 147741 258852 windsurf
reddevil vfitymrf nevermind woodland q1q2q3 wingman superb ganesh pecker zephyr anastasiya icu812
larry1 02081982 broker zalupa mihail vfibyf dogger paddle varvara schalke 1z2x3c presiden yankees2
tuning 02051982 concord vanguard stiffy rjhjktdf felix1 wrench firewall bubba69 popper 02011984
temppass gobears tipper fuckme1 kamila bigcat drummer1 02031982 sowhat digimon tigers1 jingle uranus
soprano mandy1 dusty1 fandango pumpkin1 postman 02061980 dogcat bombay pussy123 onetwo highheel
julie1 laura1 pepito smokey1 stylus stratus reload duckie karen1 jimbo1 225588 369258 krusty snappy
asdf12 electro 111qqq fishin christma qqqqq1 1234560 carnage guyver boxers kittens 1000000 qwerty11
toaster cramps yugioh 02061987 icehouse zxcvbnm123 pineapple namaste harrypotter mygirl falcon1
earnhard fender1 spikes nutmeg 01081989 dogboy 02091983 369852 softail mypassword prowler bigboss
harvest jubilee killjoy basset zaqxswcde redsox1 misfit99 kidrock 02101987 gameboy enrico 1z2x3c4v
broncos1 arrows havana banger cookie1 chriss platypus cindy1 lumber pinball london1 05051987
02041985 password12 superma longbow radiohead 12051988 spongebo qwert12345 abrakadabra dodgers1
02101989 chillin niceguy pistons hookup santafe bigben vikings1 mankind viktoriya beardog hammer1
02071980 reddwarf magelan longjohn jennife gilles carmex2 02071987 stasik bumper doofus slamdunk
pixies garion steffi alessandro beerman niceass warrior1 honolulu 134679852 johndeer mother1
windmill boozer oatmeal aptiva delight slick1 bergkamp badgers guitars puffin 02091981 nikki1
irishman miller1 zildjian 123000 airwolf magnet install 02041981 02061983 romans megan1 mudvayne
freebird muscles dogbert 02091980 02091984 snowflak 01011900 joseph1 nygiants playstat junior1
vjcrdf qwer12 webhompas giraffe pelican jefferso comanche bruiser monkeybo kjkszpj 123456l albany
02051987 angel123 epsilon aladin death666 hounddog josephin altima chilly 02071988 02041979 gasman
thisisit idunno kimmie 05051985 paulie ballin medion moondog manolo pallmall climber fishbone
genesis1 153624 toffee clippers krypton jerry1 picturs compass 111111q 02051988 02081977 sairam
getout 333777 cobras 22041987 bigblock severin booster norwich whiteout ctrhtn 123456m 02061984
hewlett shocker fuckinside 02031981 chase1 white1 versace 123456789s basebal iloveyou2 bluebell
08031986 anthon stubby foreve undertak werder saiyan mama123 chipmunk mike123 mazdarx7 qwe123qwe
bowwow kjrjvjnbd choochoo lovelife 02051984 colnago lithium 02051989 15051981 zzzxxx welcom anastasi
fidelio 26061987 roadster stone55 drifter hookem hellboy 1234qw cbr900rr sinned good123654 storm1
zachary1 toejam buceta 02021979 testing1 redfox lineage highbury koroleva nathan1 washingt 02061982
02091985 vintage redbaron dalshe mykids 11051987 macbeth julien james123 krasotka 111000 10011986
987123 pipeline tatarin sensei codered komodo frogman 7894561230 nascar24 01031988 redrose mydick
pigeon tkbpfdtnf smirnoff winner1 flyfish moskva 81fukkc 21031987 olesya starligh summer99 13041988
fishhead freesex super12 06061986 azazel scoobydoo 02021981 cabron yogibear sheba1 konstantin tranny
chilli terminat ghbywtccf slowhand soccer12 cricket1 fuckhead seagull achtung bigbob nostromo
survivor cnfybckfd lemonade boomer1 rainbow1 irinka cocksuck peaches1 sugar1 zodiac upyours dinara
135791 sunny1 chiara johnson1 02041989 solitude habibi markiz smoke1 rockies catwoman johnny1
qwerty7 bearcats username 01011978 wanderer ohshit 02101986 stephen1 paradigm 02011989 flanker
sanity jsbach spotty bologna fantasia chevys borabora cocker 74108520 123ewq 12021988 01061990
gtnhjdbx 02071981 01011960 sundevil 3000gt mustang6 gagging armstron yfnfkb 13041987 revolver
02021976 trouble1 madcat jeremy1 jackass1 volkswag 30051985 corndog pool6123 marines1 03041991
pizza1 02031979 sunfire angelus undead 24061986 14061991 wildbill shinobi 45m2do5bs 123qwer 21011989
cleopatr lasvega hornets amorcit 11081989 coventry nirvana1 destin sidekick 20061988 02081983
gbhfvblf sneaky bmw325 22021989 nfytxrf sekret kalina zanzibar hotone wasabi heidi1 highlander
blues1 hitachi 23041987 slayer1 simba1 02011981 tinkerbe kieran 01121986 172839 boiler bluesman
waffle asdfgh01 threesom reflex 18011987 nautilus everlast vader1 01071986 cyborg ghbdtn123 birddog
rubble 02071983 suckers 02021973 skyhawk 12qw12qw dakota1 joebob nokia6233 woodie longdong
ghjcnjgfhjkm 420000 boating armada messiah penguin1 02091989 americ 02071989 redeye asdqwe123
07071987 monty1 spikey sonata 635241 tokiohotel sonyericsson citroen compaq1 umpire belmont pantera1
palmtree 14111986 fenway bighead gryphon andyod22 aaaaa1 10031988 enterme malachi dogface reptile
01041985 dindom handball marseille candy1 19101987 torino matthias viewsoni 13031987 stinker
evangelion 24011985 123456123 rampage sandrine 02081980 thecrow astral 28041987 sprinter private1
seabee shibby 02101988 25081988 fearless junkie 01091987 aramis antelope draven mazda6 eggman
02021990 barselona buddy123 19061987 fyfnjkbq nancy1 12121990 10071987 sluggo hotties irishka
zxcasdqwe123 shamus fairlane honeybee soccer10 13061986 fantomas 17051988 10051987 20111986 gladiato
karachi gambler 01011995 biatch matthe 25800852 papito excite buffalo1 bobdole cheshire player1
28021992 thewho 10101986 pinky1 mentor tomahawk brown1 03041986 bismillah bigpoppa ijrjkfl 01121988
runaway 08121986 skibum studman helper squeak holycow manfred harlem gideon 987321 14021985 yellow1
wizard1 margarit success1 medved sf49ers lambda pasadena johngalt quasar 02031980 coldplay bigpimp
04041991 capricorn elefant sweetness bruce1 dominik
`;
