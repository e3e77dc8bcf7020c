package dev.simdjson.spring.jackson.sample;

import dev.simdjson.spring.jackson.sample.ApiExceptions.InvalidRequest;
import dev.simdjson.spring.jackson.sample.ApiExceptions.ProductNotFound;
import dev.simdjson.spring.jackson.sample.ApiExceptions.StaleVersion;
import dev.simdjson.spring.jackson.sample.Dtos.CreateProductRequest;
import dev.simdjson.spring.jackson.sample.Dtos.FieldProblem;
import dev.simdjson.spring.jackson.sample.Dtos.PageMeta;
import dev.simdjson.spring.jackson.sample.Dtos.PageResponse;
import dev.simdjson.spring.jackson.sample.Dtos.ProductDto;
import dev.simdjson.spring.jackson.sample.Dtos.ReviewDto;
import dev.simdjson.spring.jackson.sample.Dtos.ReviewRequest;
import dev.simdjson.spring.jackson.sample.Dtos.UpdateProductRequest;
import org.springframework.http.ResponseEntity;
import org.springframework.web.bind.annotation.GetMapping;
import org.springframework.web.bind.annotation.PathVariable;
import org.springframework.web.bind.annotation.PostMapping;
import org.springframework.web.bind.annotation.PutMapping;
import org.springframework.web.bind.annotation.RequestBody;
import org.springframework.web.bind.annotation.RequestMapping;
import org.springframework.web.bind.annotation.RequestParam;
import org.springframework.web.bind.annotation.RestController;
import org.springframework.web.servlet.support.ServletUriComponentsBuilder;

import java.math.BigDecimal;
import java.net.URI;
import java.util.ArrayList;
import java.util.List;

/** A typical CRUD controller: a paginated list, an entity by id, create (201 + Location), update, reviews. */
@RestController
@RequestMapping("/products")
public class ProductController {

    private final ProductStore store;

    public ProductController(ProductStore store) {
        this.store = store;
    }

    @GetMapping
    PageResponse<ProductDto> list(@RequestParam(defaultValue = "0") int page,
            @RequestParam(defaultValue = "20") int size) {
        List<ProductDto> content = store.page(page, size).stream().map(ProductDto::of).toList();
        long total = store.count();
        return new PageResponse<>(content, new PageMeta(page, size, total, (int) ((total + size - 1) / size)));
    }

    @GetMapping("/{id}")
    ProductEntity get(@PathVariable long id) {
        return store.find(id).orElseThrow(() -> new ProductNotFound(id));
    }

    @PostMapping
    ResponseEntity<ProductDto> create(@RequestBody CreateProductRequest request) {
        List<FieldProblem> errors = new ArrayList<>();
        checkName(request.name(), errors);
        if (request.sku() == null) {
            errors.add(new FieldProblem("sku", "must not be null"));
        }
        checkPrice(request.price(), errors);
        if (!errors.isEmpty()) {
            throw new InvalidRequest(errors);
        }
        ProductEntity saved = store.save(ProductStore.product(request.name(), request.description(),
                request.sku().value(), request.price().toPlainString(), request.availableFrom(),
                request.tags() == null ? List.of() : request.tags()));
        URI location = ServletUriComponentsBuilder.fromCurrentRequest().path("/{id}").build(saved.getId());
        return ResponseEntity.created(location).body(ProductDto.of(saved));
    }

    @PutMapping("/{id}")
    ProductDto update(@PathVariable long id, @RequestBody UpdateProductRequest request) {
        ProductEntity product = get(id);
        List<FieldProblem> errors = new ArrayList<>();
        checkName(request.name(), errors);
        checkPrice(request.price(), errors);
        if (!errors.isEmpty()) {
            throw new InvalidRequest(errors);
        }
        if (request.version() == null || request.version().intValue() != product.getVersion()) {
            throw new StaleVersion(id, product.getVersion(), request.version());
        }
        product.setName(request.name());
        product.setDescription(request.description());
        product.setPrice(request.price());
        return ProductDto.of(store.save(product));
    }

    @PostMapping("/{id}/reviews")
    ResponseEntity<ReviewDto> addReview(@PathVariable long id, @RequestBody ReviewRequest request) {
        ReviewEntity review = new ReviewEntity();
        review.setAuthor(request.author());
        review.setRating(request.rating());
        review.setText(request.text());
        ReviewEntity saved = store.addReview(get(id), review);
        return ResponseEntity.status(201).body(ReviewDto.of(saved));
    }

    @GetMapping("/{id}/reviews")
    List<ReviewDto> reviews(@PathVariable long id) {
        return get(id).getReviews().stream().map(ReviewDto::of).toList();
    }

    private static void checkName(String name, List<FieldProblem> errors) {
        if (name == null || name.isBlank()) {
            errors.add(new FieldProblem("name", "must not be blank"));
        }
    }

    private static void checkPrice(BigDecimal price, List<FieldProblem> errors) {
        if (price == null || price.signum() <= 0) {
            errors.add(new FieldProblem("price", "must be greater than 0"));
        }
    }
}
