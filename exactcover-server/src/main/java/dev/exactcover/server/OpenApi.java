package dev.exactcover.server;

import dev.exactcover.dlx.internal.json.Json;
import dev.exactcover.dlx.internal.json.JsonString;
import java.util.ArrayList;
import java.util.List;

/** The OpenAPI 3 document of the API ({@code GET /api}), made from the endpoint table. */
final class OpenApi {
  private static final String TEXT = new Json().put("type", "string").toString();

  private OpenApi() {
  }

  /** The document, for a server at {@code url}. */
  static String document(String url) {
    Json paths = new Json();
    for (Endpoint e : Endpoint.ALL) {
      paths.raw("/api/" + e.path(), new Json().raw("post", operation(e).toString()).toString());
    }
    Json info = new Json().put("title", "exactcover").put("version", "0.1.0")
        .put("description", "The command line over HTTP: POST /api/"
            + "COMMAND runs the command on the body (what it reads as -), with the query's "
            + "parameters as its long options (name=value; name=true for a switch), and answers "
            + "what --format json prints, one JSON object a line, streamed. Errors: a JSON "
            + "object with the command's words ({\"error\":...,\"exit\":...}); 400 bad input or "
            + "options, 403 a foreign Host or Origin, 401 no token, 404, 405, 413 a body over "
            + "the cap, 429 every worker busy and the queue full, 503 stopping or over time. "
            + "docs/cli.md has every option.");
    Json errorSchema = new Json().put("type", "object")
        .raw("properties", new Json().raw("error", TEXT)
            .raw("exit", new Json().put("type", "integer").toString())
            .raw("records", new Json().put("type", "array")
                .raw("items", new Json().put("type", "object").toString()).toString())
            .toString())
        .raw("required", array(List.of(JsonString.quoted("error"))));
    Json error = new Json().put("description", "the command's words")
        .raw("content", new Json().raw("application/json",
            new Json().raw("schema", errorSchema.toString()).toString()).toString());
    return new Json().put("openapi", "3.0.3").raw("info", info.toString())
        .raw("servers", array(List.of(new Json().put("url", url).toString())))
        .raw("paths", paths.toString())
        .raw("components", new Json().raw("responses",
            new Json().raw("error", error.toString()).toString()).toString())
        + "\n";
  }

  /** The POST operation of endpoint {@code e}. */
  private static Json operation(Endpoint e) {
    List<String> formats = new ArrayList<>();
    for (String f : e.formats()) {
      formats.add(JsonString.quoted(f));
    }
    List<String> parameters = new ArrayList<>();
    parameters.add(new Json().put("name", "format").put("in", "query")
        .raw("schema", new Json().put("type", "string").raw("enum", array(formats))
            .put("default", "json").toString()).toString());
    for (String o : e.options()) {
      parameters.add(new Json().put("name", o).put("in", "query")
          .put("description", (o.length() == 1 ? "-" : "--") + o + " of the command (docs/cli.md)")
          .raw("schema", TEXT).toString());
    }
    Json op = new Json().put("operationId", e.path().replace('/', '-'))
        .put("summary", "./" + e.program() + " " + e.command() + ": " + e.summary())
        .raw("parameters", array(parameters));
    if (e.readsInput()) {
      op.raw("requestBody", new Json().put("required", true).raw("content",
          new Json().raw("text/plain", new Json().raw("schema", TEXT).toString()).toString())
          .toString());
    }
    Json content = new Json();
    for (String f : e.formats()) {
      String type = f.equals("json") ? "application/x-ndjson" : f.equals("svg")
          ? "image/svg+xml" : "application/pdf";
      content.raw(type, new Json().raw("schema", TEXT).toString());
    }
    Json responses = new Json().raw("200", new Json()
        .put("description", "the records, as --format json prints them")
        .raw("content", content.toString()).toString());
    for (String s : new String[] {"400", "401", "403", "413", "429", "503"}) {
      responses.raw(s, new Json().put("$ref", "#/components/responses/error").toString());
    }
    return op.raw("responses", responses.toString());
  }

  /** The values, each already written as JSON, as a JSON array. */
  private static String array(List<String> values) {
    return "[" + String.join(",", values) + "]";
  }
}
