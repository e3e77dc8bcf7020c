package dev.simdjson;

import org.junit.jupiter.api.Test;

import java.lang.reflect.Type;
import java.util.List;
import java.util.Map;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatIllegalArgumentException;

class JavaTypesTest {

    record Box<T>(T value) {
    }

    @SuppressWarnings("unused")
    private List<String> names;
    @SuppressWarnings("unused")
    private Map<String, List<Integer>> groups;
    @SuppressWarnings("unused")
    private Box<String> box;
    @SuppressWarnings("unused")
    private List<String>[] arrayOfLists;

    private static Type reflected(String field) throws NoSuchFieldException {
        return JavaTypesTest.class.getDeclaredField(field).getGenericType();
    }

    @Test
    void equalToAndHashingLikeTheJdksOwnTypes() throws Exception {
        assertEqual(JavaTypes.listOf(String.class), reflected("names"));
        assertEqual(JavaTypes.mapOf(String.class, JavaTypes.listOf(Integer.class)), reflected("groups"));
        // A nested generic class: the owner is its declaring class, as for the reflected type.
        assertEqual(JavaTypes.parameterized(Box.class, String.class), reflected("box"));
        assertEqual(JavaTypes.arrayOf(JavaTypes.listOf(String.class)), reflected("arrayOfLists"));
        assertThat(JavaTypes.arrayOf(String.class)).isEqualTo(String[].class);
        assertThat(JavaTypes.mapOf(String.class, Integer.class).getTypeName())
                .isEqualTo("java.util.Map<java.lang.String, java.lang.Integer>");
    }

    @Test
    void theArgumentCountMustMatch() {
        assertThatIllegalArgumentException().isThrownBy(() -> JavaTypes.parameterized(Map.class, String.class))
                .withMessageContaining("java.util.Map takes 2 type arguments, not 1");
    }

    @Test
    void theMapperReadsWithThem() {
        List<Box<String>> boxes = SimdJsonMapper.create().readValue("[{\"value\":\"a\"}]".getBytes(),
                JavaTypes.listOf(JavaTypes.parameterized(Box.class, String.class)));
        assertThat(boxes).containsExactly(new Box<>("a"));
    }

    private static void assertEqual(Type made, Type jdk) {
        assertThat(made).isEqualTo(jdk).hasSameHashCodeAs(jdk);
        assertThat(jdk).isEqualTo(made);
    }
}
