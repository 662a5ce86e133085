package io.sigment.system.analytics;

import io.sigment.common.Platform;
import io.sigment.common.Setting;
import io.sigment.emulator.world.Creator;
import io.sigment.emulator.world.World;
import io.sigment.local.LocalStack;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/** The emulated world's ground truth: who really engaged with which creators' newest posts. */
record EmulatorTruth(long unique, long core, long engagements) {

    static List<Creator> instagram(LocalStack stack) {
        return World.shared(
                        Long.parseLong(stack.config().get(Setting.EMULATOR_SEED)),
                        stack.config().integer(Setting.EMULATOR_SIZE))
                .platform(Platform.INSTAGRAM)
                .creators();
    }

    /** Counts over the newest {@code posts} posts of each creator (t = 2), as a scrape of every engager sees them. */
    static EmulatorTruth of(LocalStack stack, List<Creator> chosen, int posts) {
        var world = World.shared(
                        Long.parseLong(stack.config().get(Setting.EMULATOR_SEED)),
                        stack.config().integer(Setting.EMULATOR_SIZE))
                .platform(Platform.INSTAGRAM);
        Map<Integer, Set<Integer>> creatorsOfPerson = new HashMap<>();
        long engagements = 0;
        for (int c = 0; c < chosen.size(); c++) {
            for (var post : chosen.get(c).posts().subList(0, posts)) {
                var engagers = world.engagers(post);
                for (int i = 0; i < engagers.size(); i++) {
                    creatorsOfPerson
                            .computeIfAbsent(engagers.people()[i], p -> new HashSet<>())
                            .add(c);
                    engagements += engagers.count(i);
                }
            }
        }
        var core = creatorsOfPerson.values().stream()
                .filter(creators -> creators.size() >= 2)
                .count();
        return new EmulatorTruth(creatorsOfPerson.size(), core, engagements);
    }

    /** Post id → {likes, comments}: the totals the emulated platform reports for each of the newest {@code posts}. */
    static Map<String, List<Long>> postTotals(LocalStack stack, List<Creator> chosen, int posts) {
        var world = World.shared(
                        Long.parseLong(stack.config().get(Setting.EMULATOR_SEED)),
                        stack.config().integer(Setting.EMULATOR_SIZE))
                .platform(Platform.INSTAGRAM);
        var totals = new HashMap<String, List<Long>>();
        for (var creator : chosen) {
            for (var post : creator.posts().subList(0, posts)) {
                var engagers = world.engagers(post);
                totals.put(post.id(), List.of(engagers.totalLikes(), engagers.totalComments()));
            }
        }
        return totals;
    }

    /**
     * The creators none of whose newest {@code posts} posts has more than {@code cap} engagers: a scrape capped at
     * {@code cap} people a post (an analysis's) sees every engager of them, so its counts are the ground truth's.
     */
    static List<Creator> engagedByAtMost(LocalStack stack, List<Creator> creators, int posts, int cap) {
        var world = World.shared(
                        Long.parseLong(stack.config().get(Setting.EMULATOR_SEED)),
                        stack.config().integer(Setting.EMULATOR_SIZE))
                .platform(Platform.INSTAGRAM);
        return creators.stream()
                .filter(creator -> creator.posts().subList(0, posts).stream()
                        .allMatch(post -> world.engagers(post).size() <= cap))
                .toList();
    }

    /** {@code perSubtopic} creators of each of two subtopics, so that some people engage with several of them. */
    static List<Creator> twoSubtopics(List<Creator> creators, int perSubtopic) {
        var first = creators.get(0).subtopic();
        var second = creators.stream()
                .map(Creator::subtopic)
                .filter(s -> !s.equals(first))
                .findFirst()
                .orElseThrow();
        var chosen = new ArrayList<Creator>();
        chosen.addAll(creators.stream()
                .filter(c -> c.subtopic().equals(first))
                .limit(perSubtopic)
                .toList());
        chosen.addAll(creators.stream()
                .filter(c -> c.subtopic().equals(second))
                .limit(perSubtopic)
                .toList());
        return chosen;
    }
}
