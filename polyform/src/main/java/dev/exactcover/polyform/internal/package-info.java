/** Not exported: geometry, spec reading, symmetry and counting behind the tiling API. */
package dev.exactcover.polyform.internal;
