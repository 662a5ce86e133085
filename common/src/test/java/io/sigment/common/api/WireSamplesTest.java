package io.sigment.common.api;

import static org.assertj.core.api.Assertions.assertThat;

import io.sigment.common.api.accounts.AccountView;
import io.sigment.common.api.accounts.CreditHistoryList;
import io.sigment.common.api.accounts.TopUpLink;
import io.sigment.common.api.analytics.AnalysisList;
import io.sigment.common.api.analytics.AnalysisResult;
import io.sigment.common.api.analytics.DiscoveryDetail;
import io.sigment.common.api.analytics.DiscoveryList;
import io.sigment.common.api.jobs.JobStarted;
import io.sigment.common.api.jobs.JobState;
import io.sigment.common.api.jobs.OptimizedSelection;
import io.sigment.common.api.lists.AnalysisShareLink;
import io.sigment.common.api.lists.CreatorListAddition;
import io.sigment.common.api.lists.CreatorListIndex;
import io.sigment.common.api.lists.CreatorListPage;
import io.sigment.common.api.lists.CreatorListSetting;
import io.sigment.common.api.lists.ListShareLink;
import io.sigment.common.api.lists.ShareLinkRevocation;
import io.sigment.common.api.scraper.CreatorProfile;
import io.sigment.common.api.scraper.CreatorSearch;
import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.ParameterizedType;
import java.lang.reflect.Type;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.UnaryOperator;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The bus contract's bytes, fixed: every record of {@code io.sigment.common.api} with a {@code toJson} (and its
 * {@code fromJson}, when it has one) is filled with a sample value in each component, and what it writes (so filled,
 * and with every component null), what it reads back from that, and what it reads from {@code {}} (its defaults)
 * must equal {@code wire-samples.json}, recorded from the hand-written codecs before they were derived from the records ({@link WireCodec}). A change of one key, of
 * its order, of a null left in or out, or of a default fails here. A new record is added to the file with
 * {@code -Dsigment.writeWireSamples=true}.
 */
class WireSamplesTest {
    private static final Path API = Path.of("src/main/java/io/sigment/common/api");
    private static final Path SAMPLES = Path.of("src/test/resources/wire-samples.json");
    /** Tool replies as their handlers wrote them before they built records ({@code _about} in the file says whence). */
    private static final Path TOOL_REPLIES = Path.of("src/test/resources/tool-reply-samples.json");
    /** Each tool whose reply is a record: its samples read into the record and written back. */
    private static final Map<String, UnaryOperator<JsonObject>> TOOL_REPLY_RECORDS = Map.ofEntries(
            Map.entry("list_analyses", json -> AnalysisList.fromJson(json).toJson()),
            Map.entry(
                    "list_creator_lists",
                    json -> CreatorListIndex.fromJson(json).toJson()),
            Map.entry("get_creator_list", json -> CreatorListPage.fromJson(json).toJson()),
            Map.entry(
                    "add_to_creator_list",
                    json -> CreatorListAddition.fromJson(json).toJson()),
            Map.entry(
                    "set_creator_list",
                    json -> CreatorListSetting.fromJson(json).toJson()),
            Map.entry("get_account", json -> AccountView.fromJson(json).toJson()),
            Map.entry(
                    "get_credit_history",
                    json -> CreditHistoryList.fromJson(json).toJson()),
            Map.entry("get_topup_link", json -> TopUpLink.fromJson(json).toJson()),
            Map.entry("get_job", json -> JobState.fromJson(json).toJson()),
            Map.entry("wait_for_job", json -> JobState.fromJson(json).toJson()),
            Map.entry("list_discoveries", json -> DiscoveryList.fromJson(json).toJson()),
            Map.entry("get_discovery", json -> DiscoveryDetail.fromJson(json).toJson()),
            Map.entry(
                    "get_analysis_result", json -> AnalysisResult.fromJson(json).toJson()),
            Map.entry(
                    "optimize_selection",
                    json -> OptimizedSelection.fromJson(json).toJson()),
            Map.entry("search_creators", json -> CreatorSearch.fromJson(json).toJson()),
            Map.entry("get_creator", json -> CreatorProfile.fromJson(json).toJson()),
            Map.entry("analyze_creators", json -> JobStarted.fromJson(json).toJson()),
            Map.entry("discover_creators", json -> JobStarted.fromJson(json).toJson()),
            Map.entry("share_creator_list", json -> ListShareLink.fromJson(json).toJson()),
            Map.entry("share_analysis", json -> AnalysisShareLink.fromJson(json).toJson()),
            Map.entry(
                    "revoke_share_link",
                    json -> ShareLinkRevocation.fromJson(json).toJson()));

    private static final Path FIXED = Path.of("src/test/resources/wire-fixed-samples.json");
    private static final boolean WRITE_NEW = Boolean.getBoolean("sigment.writeWireSamples");

    @Test
    void every_contract_record_writes_and_reads_the_recorded_bytes() throws Exception {
        var now = new JsonObject(new TreeMap<>());
        for (var type : recordsWithCodecs()) now.put(type.getName(), sample(type));
        Files.writeString(Path.of("target/wire-samples-now.json"), now.encodePrettily() + "\n");
        var recorded = recordedWithNew(SAMPLES, now);
        var differ = new ArrayList<String>();
        for (var name : recorded.fieldNames()) {
            if (!same(recorded.getJsonObject(name), now.getJsonObject(name))) {
                differ.add(name + "\n  recorded: " + recorded.getJsonObject(name) + "\n  now:      "
                        + now.getJsonObject(name));
            }
        }
        assertThat(differ)
                .as("records whose wire differs from the recorded samples")
                .isEmpty();
        assertThat(now.fieldNames()).containsExactlyInAnyOrderElementsOf(recorded.fieldNames());
    }

    /**
     * A tool reply's record holds all its handler wrote: every recorded reply of a tool it types reads into the record
     * and writes the same bytes (keys, their order, written nulls, number forms), so the handler, which now builds the
     * record, answers as before.
     */
    @Test
    void tool_reply_records_write_the_bytes_their_handlers_wrote() throws Exception {
        var samples = new JsonObject(Files.readString(TOOL_REPLIES));
        var differ = new ArrayList<String>();
        TOOL_REPLY_RECORDS.forEach((tool, record) -> {
            assertThat(samples.getJsonArray(tool)).as(tool).isNotEmpty();
            for (var sample : samples.getJsonArray(tool)) {
                var written = record.apply(new JsonObject((String) sample)).encode();
                if (!written.equals(sample)) differ.add(tool + "\n  recorded: " + sample + "\n  now:      " + written);
            }
        });
        assertThat(differ).as("tool replies whose record writes other bytes").isEmpty();
    }

    /**
     * The hand-picked samples of the records with more than one shape or an argument-checking reader
     * ({@link FixedWireSamples}): each writes and reads what {@code wire-fixed-samples.json} recorded.
     */
    @Test
    void fixed_samples_write_and_read_the_recorded_bytes() throws Exception {
        var now = new JsonObject(new TreeMap<>());
        FixedWireSamples.now().forEach(now::put);
        Files.writeString(Path.of("target/wire-fixed-samples-now.json"), now.encodePrettily() + "\n");
        var recorded = recordedWithNew(FIXED, now);
        var differ = new ArrayList<String>();
        for (var name : recorded.fieldNames()) {
            if (!recorded.getValue(name).equals(now.getValue(name))) {
                differ.add(name + "\n  recorded: " + recorded.getValue(name) + "\n  now:      " + now.getValue(name));
            }
        }
        assertThat(differ).as("samples that differ from the recorded ones").isEmpty();
        assertThat(now.fieldNames()).containsExactlyInAnyOrderElementsOf(recorded.fieldNames());
    }

    /**
     * The samples recorded in {@code file}; with {@code -Dsigment.writeWireSamples=true} the samples of {@code now}
     * that it does not have yet are added to it first (a recorded sample is never written anew; a record's may only
     * gain keys, e.g. {@code reads_back} when it gains a {@code fromJson}, each recorded key keeping its value).
     */
    private static JsonObject recordedWithNew(Path file, JsonObject now) throws Exception {
        var recorded = Files.exists(file) ? new JsonObject(Files.readString(file)) : new JsonObject();
        if (WRITE_NEW) {
            var all = new JsonObject(new TreeMap<>(recorded.getMap()));
            for (var name : now.fieldNames()) {
                if (!all.containsKey(name) || gainsKeysOnly(all.getValue(name), now.getValue(name))) {
                    all.put(name, now.getValue(name));
                }
            }
            Files.writeString(file, all.encodePrettily() + "\n");
            recorded = all;
        }
        return recorded;
    }

    /** {@code now} has every key {@code recorded} has, with the same value, and more. */
    private static boolean gainsKeysOnly(Object recorded, Object now) {
        if (!(recorded instanceof JsonObject was) || !(now instanceof JsonObject is)) return false;
        for (var key : was.fieldNames()) {
            if (!was.getValue(key).equals(is.getValue(key))) return false;
        }
        return is.size() > was.size();
    }

    /**
     * Equal, except that a record whose hand-written codec failed on nulls (a {@code NullPointerException} writing a
     * null component or reading {@code {}}) may now write them or read its defaults: no bytes it sent change.
     */
    private static boolean same(JsonObject recorded, JsonObject now) {
        if (now == null) return false;
        for (var key : recorded.fieldNames()) {
            var was = recorded.getValue(key);
            var lenient = (key.equals("writes_sparse") || key.equals("reads_empty"))
                    && String.valueOf(was).equals("fails: NullPointerException");
            if (!lenient && !was.equals(now.getValue(key))) return false;
        }
        return recorded.fieldNames().equals(now.fieldNames());
    }

    private static JsonObject sample(Class<?> type) throws Exception {
        var toJson = type.getMethod("toJson");
        var fromJson = readerOf(type);
        var out = new JsonObject();
        Record full;
        try {
            full = (Record) value(type, type.getSimpleName(), 0);
        } catch (InvocationTargetException e) {
            return out.put("builds", "fails: " + e.getCause());
        }
        var written = ((JsonObject) toJson.invoke(full)).encode();
        out.put("writes", written);
        if (fromJson != null) {
            out.put("reads_back", read(fromJson, new JsonObject(written)));
            out.put("reads_empty", read(fromJson, new JsonObject()));
        }
        try {
            out.put("writes_sparse", ((JsonObject) toJson.invoke(sparse(type))).encode());
        } catch (InvocationTargetException e) {
            out.put("writes_sparse", "fails: " + e.getCause().getClass().getSimpleName());
        }
        return out;
    }

    /** {@code type} with null in every component that can hold it, 0 or false in the others, lists empty. */
    private static Record sparse(Class<?> type) throws Exception {
        var components = type.getRecordComponents();
        var values = new Object[components.length];
        var types = new Class<?>[components.length];
        for (var i = 0; i < components.length; i++) {
            types[i] = components[i].getType();
            if (types[i] == boolean.class) values[i] = false;
            else if (types[i] == int.class) values[i] = 0;
            else if (types[i] == long.class) values[i] = 0L;
            else if (types[i] == double.class) values[i] = 0.0;
            else if (types[i] == List.class) values[i] = List.of();
            else if (types[i] == Map.class) values[i] = Map.of();
        }
        var constructor = type.getDeclaredConstructor(types);
        constructor.setAccessible(true);
        return (Record) constructor.newInstance(values);
    }

    private static String read(Method fromJson, JsonObject json) throws Exception {
        try {
            return String.valueOf(fromJson.invoke(null, json));
        } catch (InvocationTargetException e) {
            return "fails: " + e.getCause().getClass().getSimpleName();
        }
    }

    /** A value of {@code type} with something in every component, the same every run. */
    private static Object value(Type type, String name, int depth) throws Exception {
        var raw = type instanceof ParameterizedType p ? (Class<?>) p.getRawType() : (Class<?>) type;
        var seed = Math.abs(name.hashCode() % 97) + 1;
        if (raw == Object.class) return name + "_any";
        if (raw == String.class) return name.equals("platform") ? "instagram" : name + "_1";
        if (raw == int.class || raw == Integer.class) return seed;
        if (raw == long.class || raw == Long.class) return (long) seed * 1000;
        if (raw == double.class || raw == Double.class) return seed + 0.25;
        if (raw == Number.class) return seed + 0.5;
        if (raw == boolean.class || raw == Boolean.class) return true;
        if (raw == Instant.class) return Instant.parse("2026-01-02T03:04:05Z");
        if (raw == OffsetDateTime.class) return OffsetDateTime.of(2026, 1, 2, 3, 4, 5, 0, ZoneOffset.UTC);
        if (raw == JsonObject.class) return new JsonObject().put(name + "_key", seed);
        if (raw == JsonArray.class) return new JsonArray().add(name + "_item");
        if (raw.isEnum()) return raw.getEnumConstants()[0];
        if (raw == List.class) {
            return List.of(value(((ParameterizedType) type).getActualTypeArguments()[0], name + "_item", depth + 1));
        }
        if (raw == Map.class) {
            var args = ((ParameterizedType) type).getActualTypeArguments();
            return Map.of(String.valueOf(value(args[0], name + "_key", depth + 1)), value(args[1], name, depth + 1));
        }
        if (raw.isRecord() && depth < 8) {
            var components = raw.getRecordComponents();
            var values = new Object[components.length];
            var types = new Class<?>[components.length];
            for (var i = 0; i < components.length; i++) {
                values[i] = value(components[i].getGenericType(), components[i].getName(), depth + 1);
                types[i] = components[i].getType();
            }
            var constructor = raw.getDeclaredConstructor(types);
            constructor.setAccessible(true);
            return constructor.newInstance(values);
        }
        throw new IllegalStateException("no sample for " + type + " (" + name + ")");
    }

    /** The record's {@code fromJson}, or null for a question only ever written (its reader reads arguments). */
    private static Method readerOf(Class<?> type) {
        try {
            return type.getMethod("fromJson", JsonObject.class);
        } catch (NoSuchMethodException e) {
            return null;
        }
    }

    private static List<Class<?>> recordsWithCodecs() throws Exception {
        var found = new ArrayList<Class<?>>();
        try (Stream<Path> files = Files.walk(API)) {
            for (var file :
                    files.filter(f -> f.toString().endsWith(".java")).sorted().toList()) {
                var name = "io.sigment.common.api."
                        + API.relativize(file).toString().replace('/', '.').replace(".java", "");
                var type = Class.forName(name);
                if (!type.isRecord()) continue;
                try {
                    type.getMethod("toJson");
                } catch (NoSuchMethodException e) {
                    continue;
                }
                found.add(type);
            }
        }
        return found;
    }
}
