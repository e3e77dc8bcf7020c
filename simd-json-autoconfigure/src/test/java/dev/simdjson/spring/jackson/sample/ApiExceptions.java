package dev.simdjson.spring.jackson.sample;

import dev.simdjson.spring.jackson.sample.Dtos.FieldProblem;

import java.util.List;

/** The application's own failures, which {@link ApiExceptionHandler} turns into problem details. */
public final class ApiExceptions {

    private ApiExceptions() {
    }

    public static class ProductNotFound extends RuntimeException {

        final long productId;

        public ProductNotFound(long productId) {
            super("No product with id " + productId);
            this.productId = productId;
        }
    }

    public static class InvalidRequest extends RuntimeException {

        final List<FieldProblem> errors;

        public InvalidRequest(List<FieldProblem> errors) {
            super(errors.size() + " invalid field(s)");
            this.errors = List.copyOf(errors);
        }
    }

    public static class StaleVersion extends RuntimeException {

        public StaleVersion(long id, int current, Integer sent) {
            super("Product " + id + " is at version " + current + ", the request was based on " + sent);
        }
    }
}
