import com.hazelcast.client.HazelcastClient;
import com.hazelcast.client.config.ClientConfig;
import com.hazelcast.core.HazelcastInstance;
import java.io.Serializable;
import java.util.concurrent.Callable;

/**
 * A plain Hazelcast client, without the cluster's secret, that sends a member N serializable
 * objects that are not the project's: {@code java -cp HAZELCAST_JAR Send.java HOST:PORT NAME N}.
 * Prints how many the member refused.
 */
public class Send {
  /** A foreign task: it must never run on a member. */
  public static class Foreign implements Callable<String>, Serializable {
    @Override
    public String call() {
      return "ran";
    }
  }

  public static void main(String[] args) throws Exception {
    ClientConfig c = new ClientConfig();
    c.setClusterName(args[1]);
    c.setProperty("hazelcast.logging.type", "none");
    c.setProperty("hazelcast.phone.home.enabled", "false");
    c.getNetworkConfig().addAddress(args[0]);
    HazelcastInstance h = HazelcastClient.newHazelcastClient(c);
    try {
      var member = h.getCluster().getMembers().iterator().next();
      int refused = 0;
      for (int i = 0; i < Integer.parseInt(args[2]); i++) {
        try {
          h.getExecutorService("dlx-count").submitToMember(new Foreign(), member).get();
        } catch (java.util.concurrent.ExecutionException e) {
          refused++;
        }
      }
      System.out.println("refused " + refused);
    } finally {
      h.shutdown();
    }
  }
}
