package dev.simdjson.internal.bind.model;

import dev.simdjson.PropertyNaming;

/** Run in a child JVM without jackson-annotations: must build models without NoClassDefFoundError. */
public final class NoAnnotationsMain {

    public record Reading(long streamId, String metric, float[] samples) {
    }

    public static class Pojo {
        public int a;
        private String b;

        public String getB() {
            return b;
        }

        public void setB(String b) {
            this.b = b;
        }
    }

    public sealed interface Union permits Reading2 {
    }

    public record Reading2(int x) implements Union {
    }

    public enum Level { LOW, HIGH }

    public static void main(String[] args) throws Throwable {
        try {
            Class.forName("com.fasterxml.jackson.annotation.JsonProperty");
            System.out.println("annotations-present");
        } catch (ClassNotFoundException expected) {
            System.out.println("annotations-absent");
        }
        TypeModels models = new TypeModels(PropertyNaming.SNAKE_CASE);
        ObjectModel record = models.object(Reading.class);
        ObjectModel pojo = models.object(Pojo.class);
        Object r = record.creator().handle().invokeExact(new Object[]{42L, "m", new float[]{1f}});
        Object p = pojo.creator().handle().invokeExact(new Object[0]);
        pojo.properties().get(1).setter().invokeExact(p, (Object) "bee");
        System.out.println("record=" + record.properties().stream().map(PropertyModel::name).toList()
                + " " + record.unsupportedReason() + " " + ((Reading) r).streamId());
        System.out.println("pojo=" + pojo.properties().stream().map(PropertyModel::name).toList()
                + " " + pojo.unsupportedReason() + " " + ((Pojo) p).getB());
        System.out.println("union=" + models.union(Union.class).discriminator() + " "
                + models.union(Union.class).names().values());
        System.out.println("enum=" + String.join(",", models.enumeration(Level.class).names()));
        System.out.println("present=" + TypeModels.jacksonAnnotationsPresent());
    }
}
