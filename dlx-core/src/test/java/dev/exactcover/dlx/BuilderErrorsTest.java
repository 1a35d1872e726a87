package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * Every mistake in building a problem is refused at once with an {@link IllegalArgumentException}
 * whose message names the culprit, and a refused item or option leaves the builder as it was.
 */
class BuilderErrorsTest {

  @Test
  void duplicateItem() {
    ProblemBuilder b = ExactCover.builder().primary("A", "B");
    refused(() -> b.primary("A"), "duplicate", "'A'");
    refused(() -> b.secondary("B"), "duplicate", "'B'");
    refused(() -> ExactCover.builder().primary("A").secondary("X", "X"), "duplicate", "'X'");
  }

  @Test
  void unknownItem() {
    ProblemBuilder b = ExactCover.builder().primary("A", "B").secondary("X");
    refused(() -> b.option("A", "Q"), "unknown item", "'Q'");
    refused(() -> b.option("A", "Q:1"), "unknown item", "'Q'");
    refused(() -> b.option(0, 3), "unknown item", "3");
    refused(() -> b.option(-1), "unknown item", "-1");
  }

  @Test
  void itemTwiceInOneOption() {
    ProblemBuilder b = ExactCover.builder().primary("A", "B").secondary("X");
    refused(() -> b.option("A", "B", "A"), "twice", "'A'");
    refused(() -> b.option("A", "X:1", "X:2"), "twice", "'X'");
    refused(() -> b.option(1, 1), "twice", "'B'");
  }

  @Test
  void optionWithoutPrimaryItem() {
    ProblemBuilder b = ExactCover.builder().primary("A").secondary("X", "Y");
    refused(() -> b.option("X", "Y"), "no primary item", "option 1");
    refused(() -> b.option(new String[0]), "no primary item", "option 1");
    refused(() -> b.option(1, 2), "no primary item", "option 1");
  }

  @Test
  void problemWithoutPrimaryItem() {
    refused(() -> ExactCover.builder().build(), "no primary item");
    refused(() -> ExactCover.builder().secondary("X").build(), "no primary item");
  }

  @Test
  void colorOnPrimaryItem() {
    refused(() -> ExactCover.builder().primary("A").secondary("X").option("A:1", "X"),
        "primary item 'A'", "color");
    // Before any secondary item is declared, every item is primary.
    refused(() -> ExactCover.builder().primary("A", "B").option("A", "B:red"),
        "primary item 'B'", "color");
  }

  @Test
  void invalidColor() {
    ProblemBuilder b = ExactCover.builder().primary("A").secondary("X");
    refused(() -> b.option("A", "X:"), "invalid color", "'X'");
    refused(() -> b.option("A", "X:a b"), "invalid color", "'a b'");
    // Knuth's one-character colors include ':' and '|'; the color is all after the first ':'.
    Problem p = b.option("A", "X:a:b").option("A", "X:|").build();
    assertEquals("a:b", p.optionColor(0, 1));
    assertEquals("|", p.optionColor(1, 1));
  }

  @Test
  void primaryAfterSecondary() {
    ProblemBuilder b = ExactCover.builder().primary("A").secondary("X");
    refused(() -> b.primary("B"), "'B'", "after secondary");
    refused(() -> b.primary("C", 1, 2), "'C'", "after secondary");
  }

  @Test
  void badBounds() {
    refused(() -> ExactCover.builder().primary("A", 3, 2), "'A'", "3:2");
    refused(() -> ExactCover.builder().primary("A", 0, 0), "'A'", "0:0");
    refused(() -> ExactCover.builder().primary("A", -1, 2), "'A'", "-1:2");
    Problem ok = ExactCover.builder().primary("A", 0, 1).primary("B", 2, 2).option("A", "B")
        .option("B").build();
    assertTrue(ok.hasMultiplicities());
    assertEquals(0, ok.lowerBound(0));
    assertEquals(2, ok.upperBound(1));
  }

  @Test
  void invalidNames() {
    for (String name : new String[] {"a b", "a:b", "a|b", "", " ", "tab\there"}) {
      refused(() -> ExactCover.builder().primary(name), "invalid item name", "'" + name + "'");
      refused(() -> ExactCover.builder().primary("A").secondary(name), "invalid item name");
    }
    assertThrows(IllegalArgumentException.class,
        () -> ExactCover.builder().primary((String) null));
  }

  @Test
  void refusedItemsAndOptionsLeaveTheBuilderUsable() {
    ProblemBuilder b = ExactCover.builder().primary("A", "B", "C", "D", "E", "F", "G");
    assertThrows(IllegalArgumentException.class, () -> b.primary("A"));
    assertThrows(IllegalArgumentException.class, () -> b.primary("bad name"));
    b.option("C", "E", "F");
    assertThrows(IllegalArgumentException.class, () -> b.option("A", "D", "A"));
    b.option("A", "D", "G");
    assertThrows(IllegalArgumentException.class, () -> b.option("B", "Z"));
    b.option("B", "C", "F");
    // Refused after a good item was looked at, and after a color was recorded: no trace left.
    assertThrows(IllegalArgumentException.class, () -> b.option("A", "D", "D"));
    assertThrows(IllegalArgumentException.class, () -> b.option(0, 3, 0));
    b.option("A", "D").option("B", "G").option("D", "E", "G");
    Problem p = b.build();
    assertEquals(7, p.itemCount());
    assertEquals(6, p.optionCount());
    assertEquals("A D", p.optionText(3));
    assertEquals(Fixtures.set("A D", "C E F", "B G"), Fixtures.texts(Fixtures.only(p)));
  }

  @Test
  void aRefusedColoredOptionLeavesNoColorBehind() {
    ProblemBuilder b = ExactCover.builder().primary("A", "B").secondary("X");
    assertThrows(IllegalArgumentException.class, () -> b.option("X:red", "Q"));
    assertThrows(IllegalArgumentException.class, () -> b.option("X:red"));
    Problem p = b.option("A", "X").option("B").build();
    assertFalse(p.hasColors(), "no option of the problem has a color");
    assertEquals(1, p.newSolver().count());
    assertEquals("A X", p.optionText(0));
  }

  @Test
  void theBuilderCanGoOnAfterBuild() {
    ProblemBuilder b = ExactCover.builder().primary("A", "B").option("A").option("B");
    Problem small = b.build();
    Problem larger = b.option("A", "B").build();
    assertEquals(2, small.optionCount());
    assertEquals(1, small.newSolver().count());
    assertEquals(3, larger.optionCount());
    assertEquals(2, larger.newSolver().count());
  }

  private static void refused(Executable e, String... inMessage) {
    IllegalArgumentException x = assertThrows(IllegalArgumentException.class, e);
    for (String s : inMessage) {
      assertTrue(x.getMessage().contains(s), "'" + x.getMessage() + "' should name " + s);
    }
  }
}
