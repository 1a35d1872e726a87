package dev.exactcover.dlx.internal;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.HexFormat;
import java.util.Random;
import javax.crypto.Mac;
import javax.crypto.spec.SecretKeySpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The job key: HMAC-SHA256 as RFC 4231 publishes it (test cases 1, 2 and 6) and as the JDK's
 * {@code Mac} computes it; the key file made owner-only and refused when loose or a link.
 */
class JobKeyTest {
  private static final HexFormat HEX = HexFormat.of();

  @TempDir Path tmp;

  private static String hmac(byte[] key, String data) {
    return HEX.formatHex(new JobKey.Hmac(key).of(data.getBytes(StandardCharsets.US_ASCII)));
  }

  @Test
  void theRfc4231TestVectors() {
    byte[] k1 = new byte[20];
    java.util.Arrays.fill(k1, (byte) 0x0b);
    assertEquals("b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7",
        hmac(k1, "Hi There"));
    assertEquals("5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
        hmac("Jefe".getBytes(StandardCharsets.US_ASCII), "what do ya want for nothing?"));
    byte[] k6 = new byte[131];
    java.util.Arrays.fill(k6, (byte) 0xaa);
    assertEquals("60e431591ee0b67f0d8a26aacbf5b77f8e0bc6213728c5140546040f0ee37f54",
        hmac(k6, "Test Using Larger Than Block-Size Key - Hash Key First"));
  }

  @Test
  void theSameAsTheJdksMac() throws Exception {
    Random r = new Random(4231);
    for (int t = 0; t < 200; t++) {
      byte[] key = new byte[1 + r.nextInt(100)];
      byte[] data = new byte[r.nextInt(300)];
      r.nextBytes(key);
      r.nextBytes(data);
      Mac m = Mac.getInstance("HmacSHA256");
      m.init(new SecretKeySpec(key, "HmacSHA256"));
      JobKey.Hmac ours = new JobKey.Hmac(key);
      assertArrayEquals(m.doFinal(data), ours.of(data));
      assertArrayEquals(m.doFinal(data), ours.of(data), "used again");
    }
  }

  @Test
  void theKeyFileIsTheOwnersAlone() throws Exception {
    Path file = tmp.resolve("config/exactcover/job.key");
    JobKey key = JobKey.load(file);
    assertEquals("rw-------", PosixFilePermissions.toString(Files.getPosixFilePermissions(file)));
    assertTrue(Files.readString(file).strip().matches("[0-9a-f]{64}"));
    assertEquals(JobKey.mac(key.newMac(), "x"), JobKey.mac(JobKey.load(file).newMac(), "x"),
        "loaded again: the same key");
    Files.setPosixFilePermissions(file, PosixFilePermissions.fromString("rw-r--r--"));
    assertTrue(assertThrows(IllegalStateException.class, () -> JobKey.load(file)).getMessage()
        .contains("other users may read or change it (mode rw-r--r--): chmod 600"));
    Path link = Files.createSymbolicLink(tmp.resolve("link.key"), file);
    assertTrue(assertThrows(IllegalStateException.class, () -> JobKey.load(link)).getMessage()
        .contains("a symbolic link"));
  }
}
