package dev.exactcover.server;

import dev.exactcover.dlx.internal.json.JsonString;

/** The OpenAPI 3 document of the API ({@code GET /api}), made from the endpoint table. */
final class OpenApi {
  private OpenApi() {
  }

  /** The document, for a server at {@code url}. */
  static String document(String url) {
    StringBuilder b = new StringBuilder(8192);
    b.append("{\"openapi\":\"3.0.3\",\"info\":{\"title\":\"exactcover\",\"version\":\"0.1.0\",")
        .append("\"description\":").append(JsonString.quoted("The command line over HTTP: POST /api/"
            + "COMMAND runs the command on the body (what it reads as -), with the query's "
            + "parameters as its long options (name=value; name=true for a switch), and answers "
            + "what --format json prints, one JSON object a line, streamed. Errors: a JSON "
            + "object with the command's words ({\"error\":...,\"exit\":...}); 400 bad input or "
            + "options, 403 a foreign Host or Origin, 401 no token, 404, 405, 413 a body over "
            + "the cap, 429 every worker busy and the queue full, 503 stopping or over time. "
            + "docs/cli.md has every option."))
        .append("},\"servers\":[{\"url\":").append(JsonString.quoted(url)).append("}],\"paths\":{");
    boolean first = true;
    for (Endpoint e : Endpoint.ALL) {
      if (!first) {
        b.append(',');
      }
      first = false;
      b.append(JsonString.quoted("/api/" + e.path())).append(":{\"post\":{\"operationId\":")
          .append(JsonString.quoted(e.path().replace('/', '-'))).append(",\"summary\":")
          .append(JsonString.quoted("./" + e.program() + " " + e.command() + ": " + e.summary()))
          .append(",\"parameters\":[");
      b.append("{\"name\":\"format\",\"in\":\"query\",\"schema\":{\"type\":\"string\",\"enum\":[");
      for (int i = 0; i < e.formats().size(); i++) {
        b.append(i > 0 ? "," : "").append(JsonString.quoted(e.formats().get(i)));
      }
      b.append("],\"default\":\"json\"}}");
      for (String o : e.options()) {
        b.append(",{\"name\":").append(JsonString.quoted(o)).append(",\"in\":\"query\",")
            .append("\"description\":").append(JsonString.quoted((o.length() == 1 ? "-" : "--") + o
                + " of the command (docs/cli.md)"))
            .append(",\"schema\":{\"type\":\"string\"}}");
      }
      b.append("]");
      if (e.readsInput()) {
        b.append(",\"requestBody\":{\"required\":true,\"content\":{\"text/plain\":{\"schema\":")
            .append("{\"type\":\"string\"}}}}");
      }
      b.append(",\"responses\":{\"200\":{\"description\":\"the records, as --format json prints "
          + "them\",\"content\":{");
      for (int i = 0; i < e.formats().size(); i++) {
        String f = e.formats().get(i);
        String type = f.equals("json") ? "application/x-ndjson" : f.equals("svg")
            ? "image/svg+xml" : "application/pdf";
        b.append(i > 0 ? "," : "").append(JsonString.quoted(type)).append(":{\"schema\":{\"type\":\"string\"}}");
      }
      b.append("}}");
      for (String s : new String[] {"400", "401", "403", "413", "429", "503"}) {
        b.append(",\"").append(s).append("\":{\"$ref\":\"#/components/responses/error\"}");
      }
      b.append("}}}");
    }
    b.append("},\"components\":{\"responses\":{\"error\":{\"description\":\"the command's words\",")
        .append("\"content\":{\"application/json\":{\"schema\":{\"type\":\"object\",")
        .append("\"properties\":{\"error\":{\"type\":\"string\"},\"exit\":{\"type\":\"integer\"},")
        .append("\"records\":{\"type\":\"array\",\"items\":{\"type\":\"object\"}}},")
        .append("\"required\":[\"error\"]}}}}}}}\n");
    return b.toString();
  }
}
