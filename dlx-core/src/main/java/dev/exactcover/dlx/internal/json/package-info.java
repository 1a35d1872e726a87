/**
 * Not exported as API: the one way every module of the project writes a JSON string (exported
 * only to the modules that write JSON).
 */
package dev.exactcover.dlx.internal.json;
