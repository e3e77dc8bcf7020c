/**
 * The documentation site: Markdown pages rendered with one navigation, a properties reference generated from the
 * configuration metadata, and the checks the build runs on them (internal links and anchors, described
 * properties).
 */
package dev.simdjson.docs;
