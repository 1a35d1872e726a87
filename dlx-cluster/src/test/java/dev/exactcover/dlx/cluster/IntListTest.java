package dev.exactcover.dlx.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** The count's list of subproblem numbers against a JDK list, under seeded random operations. */
class IntListTest {
  @Test
  void behavesAsAListOfIntegers() {
    Random random = new Random(20261128);
    for (int run = 0; run < 50; run++) {
      IntList list = new IntList();
      List<Integer> oracle = new ArrayList<>();
      for (int step = 0; step < 2_000; step++) {
        int op = random.nextInt(4);
        if (op <= 1 || oracle.isEmpty()) {
          int v = random.nextInt(1_000) - 500;
          if (op == 0) {
            list.add(v);
          } else {
            list.push(v);
          }
          oracle.add(v);
        } else if (op == 2) {
          assertEquals(oracle.remove(oracle.size() - 1), list.pop());
        } else {
          int k = random.nextInt(oracle.size());
          assertEquals(oracle.remove(k), list.removeAtIndex(k));
        }
        assertEquals(oracle.size(), list.size());
        assertEquals(oracle.isEmpty(), list.isEmpty());
        if (!oracle.isEmpty()) {
          int k = random.nextInt(oracle.size());
          assertEquals(oracle.get(k), list.get(k));
        }
      }
    }
  }

  @Test
  void refusesPlacesOutsideTheList() {
    IntList list = new IntList();
    assertThrows(IndexOutOfBoundsException.class, list::pop);
    list.add(7);
    assertThrows(IndexOutOfBoundsException.class, () -> list.get(1));
    assertThrows(IndexOutOfBoundsException.class, () -> list.removeAtIndex(-1));
    assertEquals(7, list.pop());
  }
}
