package io.sigment.common.samples;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Base64;
import org.roaringbitmap.RoaringBitmap;

/**
 * The contract between scraper-service (which encodes) and analytics-service (which decodes) for the
 * compact form of one post's engagers in a {@code samples} reply: {@code people} is the base64 of a
 * RoaringBitmap in its portable serialization (ids ascending), {@code counts} the base64 of little-endian
 * int32 engagement counts, one per id in the bitmap's (ascending) order.
 */
public final class SampleEncoding {
    private SampleEncoding() {}

    /** {@code people} must be strictly ascending. */
    public static String people(int[] people) {
        var bitmap = RoaringBitmap.bitmapOf(people);
        bitmap.runOptimize();
        var buffer = ByteBuffer.allocate(bitmap.serializedSizeInBytes());
        bitmap.serialize(buffer);
        return Base64.getEncoder().encodeToString(buffer.array());
    }

    public static String counts(int[] counts) {
        var buffer = ByteBuffer.allocate(4 * counts.length).order(ByteOrder.LITTLE_ENDIAN);
        for (var c : counts) buffer.putInt(c);
        return Base64.getEncoder().encodeToString(buffer.array());
    }

    public static int[] decodePeople(String base64) {
        var bitmap = new RoaringBitmap();
        try {
            bitmap.deserialize(ByteBuffer.wrap(Base64.getDecoder().decode(base64)));
        } catch (java.io.IOException e) {
            throw new IllegalArgumentException("not a serialized RoaringBitmap", e);
        }
        return bitmap.toArray();
    }

    public static int[] decodeCounts(String base64) {
        var buffer = ByteBuffer.wrap(Base64.getDecoder().decode(base64)).order(ByteOrder.LITTLE_ENDIAN);
        var counts = new int[buffer.remaining() / 4];
        for (int i = 0; i < counts.length; i++) counts[i] = buffer.getInt();
        return counts;
    }
}
