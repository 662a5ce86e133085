package io.sigment.common.tools;

import static io.sigment.common.tools.Shape.array;
import static io.sigment.common.tools.Shape.property;
import static org.assertj.core.api.Assertions.assertThat;

import io.vertx.core.json.JsonObject;
import org.junit.jupiter.api.Test;

class ShapeOutlineTest {

    @Test
    void an_outline_keeps_the_type_description_required_and_each_propertys_type_only() {
        var full = Shape.object(
                        property("id", Shape.string().minLength(1).describe("Its id.")),
                        property("rows", array(Shape.object(property("n", Shape.integer())))),
                        property("either", Shape.withProperties().anyOf(Shape.string(), Shape.integer())),
                        property("note", Shape.stringOrNull()))
                .describe("A result.")
                .required("id")
                .anyOf(Shape.string());

        assertThat(full.outline().json())
                .isEqualTo(new JsonObject("{\"type\":\"object\",\"properties\":{\"id\":{\"type\":\"string\"},"
                        + "\"rows\":{\"type\":\"array\"},\"either\":{},\"note\":{\"type\":[\"string\",\"null\"]}},"
                        + "\"description\":\"A result.\",\"required\":[\"id\"]}"));
    }
}
