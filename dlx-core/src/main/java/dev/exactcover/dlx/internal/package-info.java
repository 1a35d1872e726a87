/** Not exported: what the engine's packages share among themselves and with nobody else. */
package dev.exactcover.dlx.internal;
