package dev.exactcover.dlx;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@link Solver}'s public surface stays small: at most fourteen methods, these. */
class SolverSurfaceTest {
  private static List<String> publicMethods() {
    return Arrays.stream(Solver.class.getDeclaredMethods())
        .filter(m -> Modifier.isPublic(m.getModifiers()) && !m.isSynthetic())
        .map(SolverSurfaceTest::signature).sorted().toList();
  }

  private static String signature(Method m) {
    return m.getName() + Arrays.stream(m.getParameterTypes()).map(Class::getSimpleName)
        .toList().toString().replace('[', '(').replace(']', ')');
  }

  @Test
  void atMostFourteenPublicMethods() {
    List<String> methods = publicMethods();
    assertTrue(methods.size() <= 14, methods.size() + " public methods: " + methods);
  }

  @Test
  void theCoreAndItsViews() {
    assertEquals(List.of("count()", "count(long)", "first()", "force(int)", "forcedOptions()",
        "isUnique()", "problem()", "reset(SearchSettings)", "sample(long)",
        "search(Limits)", "search(Limits, SolutionVisitor)", "settings()", "solutionCount()",
        "stream()"), publicMethods());
    assertEquals(0, Arrays.stream(Solver.class.getConstructors()).count(),
        "made by Problem.newSolver only");
  }
}
