package io.sigment.emulator.world;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/** The topics and subtopics of the emulated world, with the vocabulary creators of each use. */
public final class TopicCatalog {
    private static final String[][] ROWS = {
        // topic | subtopic | handle/name words | bio line | hashtags
        {
            "fitness",
            "home workouts",
            "homefit,sweat,hiit",
            "No-gym workouts you can do in your living room",
            "homeworkout,hiit,noequipment,fitathome"
        },
        {
            "fitness",
            "yoga",
            "yoga,flow,asana",
            "Yoga flows for every level, every day",
            "yoga,yogaflow,vinyasa,yogapractice"
        },
        {
            "fitness",
            "running",
            "run,miles,trail",
            "Running coach: marathons, trails and easy miles",
            "running,marathontraining,trailrunning,runnersofinstagram"
        },
        {
            "fitness",
            "bodybuilding",
            "lift,iron,gains",
            "Bodybuilding, hypertrophy and honest supplement talk",
            "bodybuilding,gymlife,hypertrophy,powerlifting"
        },
        {
            "cooking",
            "vegan",
            "vegan,plant,greens",
            "Easy vegan recipes that taste like more",
            "vegan,plantbased,veganrecipes,whatveganseat"
        },
        {
            "cooking",
            "baking",
            "bake,dough,crumb",
            "Sourdough, pastry and weekend bakes",
            "baking,sourdough,homebaking,pastry"
        },
        {
            "cooking",
            "bbq",
            "bbq,smoke,grill",
            "Low and slow BBQ, brisket and backyard grilling",
            "bbq,brisket,smokedmeat,grilling"
        },
        {
            "cooking",
            "meal prep",
            "prep,meals,macros",
            "Meal prep for busy weeks, with macros",
            "mealprep,healthyeating,macros,lunchbox"
        },
        {
            "travel",
            "backpacking",
            "backpack,nomad,hostel",
            "Backpacking on a budget across 60 countries",
            "backpacking,budgettravel,hostellife,wanderlust"
        },
        {
            "travel",
            "luxury travel",
            "luxe,suite,jetset",
            "Five-star hotels and first-class reviews",
            "luxurytravel,luxuryhotel,firstclass,travelinstyle"
        },
        {
            "travel",
            "van life",
            "van,roam,camper",
            "Living full-time in a self-built camper van",
            "vanlife,campervan,homeonwheels,roadtrip"
        },
        {
            "travel",
            "city guides",
            "city,guide,streets",
            "City guides: where locals eat, drink and walk",
            "cityguide,citybreak,travelguide,localfood"
        },
        {
            "tech",
            "smartphones",
            "phone,mobile,unbox",
            "Smartphone reviews and camera comparisons",
            "smartphone,techreview,unboxing,android"
        },
        {
            "tech",
            "pc building",
            "pc,build,rig",
            "PC builds, benchmarks and cable management",
            "pcbuild,gamingpc,pcmasterrace,setup"
        },
        {
            "tech",
            "ai tools",
            "ai,prompt,automate",
            "AI tools that save you hours every week",
            "ai,chatgpt,productivity,automation"
        },
        {
            "tech",
            "smart home",
            "smarthome,iot,automation",
            "Smart home setups, automations and gadgets",
            "smarthome,homeautomation,gadgets,homeassistant"
        },
        {
            "beauty",
            "skincare",
            "skin,glow,serum",
            "Skincare routines backed by ingredients",
            "skincare,skincareroutine,glowingskin,serum"
        },
        {
            "beauty",
            "makeup",
            "makeup,glam,blend",
            "Everyday and editorial makeup tutorials",
            "makeup,makeuptutorial,motd,glam"
        },
        {
            "beauty",
            "haircare",
            "hair,curls,shine",
            "Curly hair care, cuts and styling",
            "haircare,curlyhair,hairstyle,hairtips"
        },
        {"beauty", "nails", "nails,polish,manicure", "Nail art and at-home manicures", "nails,nailart,manicure,gelnails"
        },
        {
            "gaming",
            "minecraft",
            "craft,blocks,mine",
            "Minecraft builds, redstone and survival series",
            "minecraft,minecraftbuilds,redstone,survival"
        },
        {
            "gaming",
            "esports",
            "esports,clutch,ranked",
            "Esports news, pro plays and ranked grinding",
            "esports,competitivegaming,valorant,leagueoflegends"
        },
        {
            "gaming",
            "retro gaming",
            "retro,pixel,cartridge",
            "Retro consoles, restorations and collecting",
            "retrogaming,snes,gamecollection,nintendo"
        },
        {
            "gaming",
            "speedruns",
            "speedrun,frames,any",
            "Speedruns, routes and world-record attempts",
            "speedrun,worldrecord,gdq,gaming"
        },
        {
            "finance",
            "investing",
            "invest,stocks,dividend",
            "Long-term investing and index funds, explained",
            "investing,stockmarket,dividends,indexfunds"
        },
        {
            "finance",
            "budgeting",
            "budget,save,frugal",
            "Budgeting and paying off debt, one month at a time",
            "budgeting,savingmoney,debtfree,personalfinance"
        },
        {
            "finance",
            "crypto",
            "crypto,chain,hodl",
            "Crypto markets, wallets and on-chain analysis",
            "crypto,bitcoin,ethereum,defi"
        },
        {
            "finance",
            "real estate",
            "estate,rental,house",
            "Real estate investing and first-home buying",
            "realestate,rentalproperty,firsthome,investing"
        },
        {
            "parenting",
            "newborns",
            "baby,newborn,nursery",
            "Newborn care and surviving the first year",
            "newborn,babycare,newmom,motherhood"
        },
        {
            "parenting",
            "toddlers",
            "toddler,play,tiny",
            "Toddler activities and gentle parenting",
            "toddleractivities,gentleparenting,toddlerlife,playideas"
        },
        {
            "parenting",
            "homeschooling",
            "homeschool,learn,lessons",
            "Homeschooling ideas and lesson plans",
            "homeschool,homeschooling,learningathome,kidsactivities"
        },
        {
            "parenting",
            "dad life",
            "dad,papa,daddy",
            "Dad life: honest, funny, tired",
            "dadlife,fatherhood,dadsofinstagram,parenting"
        },
        {
            "fashion",
            "streetwear",
            "street,drip,kicks",
            "Streetwear fits, sneaker drops and thrift hauls",
            "streetwear,sneakers,ootd,hypebeast"
        },
        {
            "fashion",
            "sustainable fashion",
            "slow,thrift,mend",
            "Slow fashion, mending and capsule wardrobes",
            "sustainablefashion,slowfashion,thrifted,capsulewardrobe"
        },
        {
            "fashion",
            "vintage",
            "vintage,retro,archive",
            "Vintage finds from the 60s to the 90s",
            "vintage,vintagestyle,vintagefashion,thrifting"
        },
        {
            "fashion",
            "menswear",
            "tailor,dapper,suit",
            "Menswear, tailoring and how to dress well",
            "menswear,mensstyle,tailoring,dapper"
        },
        {
            "music",
            "guitar",
            "guitar,riff,strum",
            "Guitar lessons, riffs and gear reviews",
            "guitar,guitarlesson,guitarist,gearreview"
        },
        {
            "music",
            "music production",
            "beats,studio,mix",
            "Beat making, mixing and studio sessions",
            "musicproducer,beatmaking,studio,ableton"
        },
        {"music", "singing", "vocal,sing,voice", "Vocal coaching and covers", "singing,vocalcoach,cover,singer"},
        {"music", "dj", "dj,decks,set", "DJ sets, mixing tips and club nights", "dj,djset,housemusic,techno"},
        {
            "pets",
            "dogs",
            "dog,pup,woof",
            "Dog training and daily adventures with my pack",
            "dogsofinstagram,dogtraining,puppy,doglife"
        },
        {
            "pets",
            "cats",
            "cat,meow,kitty",
            "Cat life, cat care and too many cat photos",
            "catsofinstagram,catlife,catcare,kitten"
        },
        {
            "pets",
            "aquariums",
            "aqua,reef,tank",
            "Planted tanks, reef keeping and aquascapes",
            "aquarium,aquascape,reeftank,fishtank"
        },
        {
            "pets",
            "horses",
            "horse,equine,stable",
            "Horse riding, training and stable life",
            "horses,equestrian,horseriding,dressage"
        },
        {
            "outdoors",
            "hiking",
            "hike,summit,peaks",
            "Hiking trails, gear and summit days",
            "hiking,hikingadventures,mountains,trail"
        },
        {
            "outdoors",
            "climbing",
            "climb,crag,boulder",
            "Bouldering, sport climbing and training",
            "climbing,bouldering,rockclimbing,climbingtraining"
        },
        {
            "outdoors",
            "fishing",
            "fish,catch,reel",
            "Fishing trips, tackle and the one that got away",
            "fishing,flyfishing,bassfishing,fishinglife"
        },
        {
            "outdoors",
            "camping",
            "camp,tent,fire",
            "Camping, bushcraft and campfire cooking",
            "camping,bushcraft,campfire,outdoorlife"
        },
    };

    /** Hashtags of a whole topic, used on posts of all its subtopics. */
    private static final String[][] TOPIC_TAGS = {
        {"fitness", "fitness,workout,fitfam"}, {"cooking", "cooking,foodie,recipes"},
        {"travel", "travel,traveltheworld,instatravel"}, {"tech", "tech,technology,gadget"},
        {"beauty", "beauty,beautytips,selfcare"}, {"gaming", "gaming,gamer,videogames"},
        {"finance", "finance,money,wealth"}, {"parenting", "parenting,family,momlife"},
        {"fashion", "fashion,style,outfit"}, {"music", "music,musician,newmusic"},
        {"pets", "pets,petsofinstagram,animals"}, {"outdoors", "outdoors,nature,adventure"}
    };
    /** Hashtags that say nothing about a topic, on posts of every kind. */
    private static final List<String> NOISE_TAGS = List.of(
            "fyp",
            "viral",
            "instagood",
            "explore",
            "reels",
            "trending",
            "photooftheday",
            "love",
            "motivation",
            "weekend",
            "mondaymood",
            "tbt");

    private final List<Subtopic> subtopics;
    private final List<String> topics;
    private final int[][] subtopicsOfTopic;

    private TopicCatalog(List<Subtopic> subtopics, List<String> topics) {
        this.subtopics = subtopics;
        this.topics = topics;
        this.subtopicsOfTopic = new int[topics.size()][];
        for (int t = 0; t < topics.size(); t++) {
            int topic = t;
            subtopicsOfTopic[t] = subtopics.stream()
                    .filter(s -> s.topicId() == topic)
                    .mapToInt(Subtopic::id)
                    .toArray();
        }
    }

    public static TopicCatalog standard() {
        var topics = new ArrayList<String>();
        var subtopics = new ArrayList<Subtopic>();
        for (var row : ROWS) {
            if (!topics.contains(row[0])) topics.add(row[0]);
            subtopics.add(new Subtopic(
                    subtopics.size(),
                    row[0],
                    topics.indexOf(row[0]),
                    row[1],
                    Arrays.asList(row[2].split(",")),
                    row[3],
                    Arrays.asList(row[4].split(","))));
        }
        return new TopicCatalog(List.copyOf(subtopics), List.copyOf(topics));
    }

    public List<Subtopic> subtopics() {
        return subtopics;
    }

    public Subtopic subtopic(int id) {
        return subtopics.get(id);
    }

    public List<String> topics() {
        return topics;
    }

    /** The hashtags of a whole topic (the topic's own name first). */
    public List<String> topicHashtags(int topicId) {
        var topic = topics.get(topicId);
        for (var row : TOPIC_TAGS) {
            if (row[0].equals(topic)) return Arrays.asList(row[1].split(","));
        }
        return List.of(topic);
    }

    /** Hashtags that carry no topic. */
    public List<String> noiseHashtags() {
        return NOISE_TAGS;
    }

    /** The subtopic ids of a topic. */
    public int[] subtopicsOf(int topicId) {
        return subtopicsOfTopic[topicId].clone();
    }
}
