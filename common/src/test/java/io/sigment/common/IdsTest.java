package io.sigment.common;

import static org.assertj.core.api.Assertions.assertThat;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;

class IdsTest {
    @Test
    void base62_is_the_bytes_as_one_unsigned_number_padded_to_the_length_of_their_size() {
        var random = new Random(24);
        for (var size : new int[] {Ids.ID_BYTES, Ids.SECRET_BYTES}) {
            assertThat(Ids.base62(new byte[size])).isEqualTo("0".repeat(Ids.length(size)));
            var ones = new byte[size];
            Arrays.fill(ones, (byte) 0xff);
            assertThat(Ids.base62(ones)).isEqualTo(reference(ones));
            for (int i = 0; i < 2_000; i++) {
                var bytes = new byte[size];
                random.nextBytes(bytes);
                if (i % 10 == 0) bytes[0] = 0;
                assertThat(Ids.base62(bytes)).isEqualTo(reference(bytes));
            }
        }
        var one = new byte[Ids.ID_BYTES];
        one[Ids.ID_BYTES - 1] = 61;
        assertThat(Ids.base62(one)).isEqualTo("0".repeat(21) + "z");
    }

    @Test
    void random_ids_have_the_prefix_and_the_shape_matches_checks() {
        var id = Ids.random("lst_");
        assertThat(Ids.matches(id, "lst_", Ids.ID_BYTES)).isTrue();
        assertThat(Ids.matches(Ids.random("ak_", Ids.SECRET_BYTES), "ak_", Ids.SECRET_BYTES))
                .isTrue();
        assertThat(id).hasSize(4 + 22);
    }

    /** Base62 by BigInteger, as ids were made before. */
    private static String reference(byte[] bytes) {
        var value = new BigInteger(1, bytes);
        var body = new StringBuilder();
        while (value.signum() > 0) {
            var division = value.divideAndRemainder(BigInteger.valueOf(62));
            body.append(Ids.ALPHABET.charAt(division[1].intValue()));
            value = division[0];
        }
        while (body.length() < Ids.length(bytes.length)) body.append('0');
        return body.reverse().toString();
    }
}
