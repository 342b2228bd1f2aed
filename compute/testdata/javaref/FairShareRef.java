import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;

/**
 * An independent reference for fairsched's compute package, used by
 * compute/differential_test.go. It is written from the pseudo-code of
 * docs compute.md sections 2 to 5 (not from Hadoop's sources) and uses
 * Java's own float, double and long arithmetic, casts and Math.addExact, so
 * that it checks the Go emulation of Java arithmetic.
 *
 * Input, one record per line, fields separated by one space:
 *
 *   tree LABEL
 *   types N                      number of resource types (memory, vcores, custom...)
 *   cluster V0 ... VN-1          cluster size as written (vcores not yet clamped)
 *   defmax SPEC                  queueMaxResourcesDefault
 *   q NAME PARENT POLICY WEIGHT ACTIVE MIN MAX MINSPEC MAXSPEC
 *   end
 *
 * Queues come parents first; PARENT is the index of the parent queue
 * (-1 for root). POLICY is fair or drf (anything else is treated like
 * fair). WEIGHT is the weight text of the allocation file, or "-" when the
 * queue has none. ACTIVE (0 or 1) matters for queues without children.
 * MIN and MAX are the effective min and max shares the Go side computed,
 * comma-separated longs; the shares are computed with them. MINSPEC and
 * MAXSPEC describe the configured values ("none", "abs:V0,V1,...",
 * "pct:P0,P1,..." with P the percentage text); they are resolved here
 * independently and printed for comparison.
 *
 * Output per tree:
 *
 *   tree LABEL
 *   q NAME WEIGHTBITS MIN MAX STEADY INSTANTANEOUS
 *   end
 *
 * WEIGHTBITS is the float's bit pattern in hex, MIN and MAX the resolution
 * of the specs, STEADY and INSTANTANEOUS the shares, all comma-separated.
 */
public final class FairShareRef {
    private static final int PROBES = 25;

    private static final class Queue {
        String name;
        int parent;
        String policy;
        float weight;
        boolean leafActive;
        long[] min;
        long[] max;
        String minSpec;
        String maxSpec;
        final List<Queue> children = new ArrayList<>();
        boolean active;
        long[] steady;
        long[] inst;
    }

    private FairShareRef() {
    }

    public static void main(String[] args) throws IOException {
        BufferedReader in = new BufferedReader(new InputStreamReader(System.in, StandardCharsets.UTF_8));
        PrintWriter out = new PrintWriter(new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8)));
        String label = null;
        int n = 0;
        long[] cluster = null;
        String defMax = "none";
        List<Queue> queues = new ArrayList<>();
        String line;
        while ((line = in.readLine()) != null) {
            if (line.isEmpty()) {
                continue;
            }
            String[] f = line.split(" ");
            switch (f[0]) {
                case "tree":
                    label = f[1];
                    queues = new ArrayList<>();
                    defMax = "none";
                    break;
                case "types":
                    n = Integer.parseInt(f[1]);
                    break;
                case "cluster":
                    cluster = new long[n];
                    for (int i = 0; i < n; i++) {
                        cluster[i] = Long.parseLong(f[1 + i]);
                    }
                    break;
                case "defmax":
                    defMax = f[1];
                    break;
                case "q": {
                    Queue q = new Queue();
                    q.name = f[1];
                    q.parent = Integer.parseInt(f[2]);
                    q.policy = f[3];
                    q.weight = f[4].equals("-") ? 1.0f : (float) Double.parseDouble(f[4]);
                    q.leafActive = f[5].equals("1");
                    q.min = longs(f[6]);
                    q.max = longs(f[7]);
                    q.minSpec = f[8];
                    q.maxSpec = f[9];
                    if (q.parent >= 0) {
                        queues.get(q.parent).children.add(q);
                    }
                    queues.add(q);
                    break;
                }
                case "end":
                    solve(queues, cluster, n);
                    out.println("tree " + label);
                    for (Queue q : queues) {
                        long[] min = effectiveMin(q.minSpec, cluster, n);
                        long[] max = effectiveMax(q.maxSpec, defMax, cluster, n, min);
                        out.println("q " + q.name + " " + String.format("%08x", Float.floatToRawIntBits(q.weight))
                                + " " + csv(min) + " " + csv(max) + " " + csv(q.steady) + " " + csv(q.inst));
                    }
                    out.println("end");
                    break;
                default:
                    throw new IllegalArgumentException("bad input line: " + line);
            }
        }
        out.flush();
    }

    // ---- the tree (compute.md section 4.1) ----

    private static void solve(List<Queue> queues, long[] cluster, int n) {
        // A queue without children uses its own flag; a parent is active when
        // any child is (the per-ancestor runnable counter). Children come
        // after their parents, so walk backwards.
        for (int i = queues.size() - 1; i >= 0; i--) {
            Queue q = queues.get(i);
            if (q.children.isEmpty()) {
                q.active = q.leafActive;
                continue;
            }
            q.active = false;
            for (Queue c : q.children) {
                q.active |= c.active;
            }
        }
        Queue root = queues.get(0);
        root.steady = new long[n];
        for (int t = 0; t < n; t++) {
            root.steady[t] = written(t, cluster[t]);
        }
        root.inst = root.steady.clone();
        for (Queue p : queues) {
            if (p.children.isEmpty()) {
                continue;
            }
            for (Queue c : p.children) {
                c.steady = new long[n]; // types the policy does not compute stay 0
                c.inst = new long[n];
            }
            int computed = p.policy.equals("drf") ? n : 1; // fair: memory only
            for (int t = 0; t < computed; t++) {
                long[] s = split(p.children, p.steady[t], t, true);
                long[] a = split(p.children, p.inst[t], t, false);
                for (int k = 0; k < p.children.size(); k++) {
                    p.children.get(k).steady[t] = written(t, s[k]);
                    p.children.get(k).inst[t] = written(t, a[k]);
                }
            }
        }
    }

    /** Resource.setResourceValue: vcores (index 1) never exceed Integer.MAX_VALUE. */
    private static long written(int type, long v) {
        if (type == 1 && v > Integer.MAX_VALUE) {
            return Integer.MAX_VALUE;
        }
        return v;
    }

    // ---- the split (compute.md section 2) ----

    private static long[] split(List<Queue> kids, long total, int t, boolean steady) {
        long[] res = new long[kids.size()];
        List<Queue> free = new ArrayList<>();
        List<Integer> freeIdx = new ArrayList<>();
        long taken = 0;
        for (int k = 0; k < kids.size(); k++) {
            Queue q = kids.get(k);
            long fixed = fixedShare(q, t, steady);
            if (fixed >= 0) {
                res[k] = fixed;
                taken = safeAdd(taken, fixed);
            } else {
                free.add(q);
                freeIdx.add(k);
            }
        }
        if (free.isEmpty()) {
            return res;
        }
        long totalMax = 0;
        for (Queue q : free) {
            totalMax = safeAdd(q.max[t], totalMax);
            if (totalMax == Long.MAX_VALUE) {
                break;
            }
        }
        long target = Math.max(total - taken, 0L);
        target = Math.min(totalMax, target);
        double rMax = 1.0;
        // Hadoop would loop forever on an unreachable target; stop at +Inf
        // as the Go side does (never reached by the generated trees).
        while (used(free, rMax, t) < target && !Double.isInfinite(rMax)) {
            rMax *= 2.0;
        }
        double left = 0.0;
        double right = rMax;
        for (int i = 0; i < PROBES; i++) {
            double mid = (left + right) / 2.0;
            long u = used(free, mid, t);
            if (u == target) {
                right = mid;
                break;
            } else if (u < target) {
                left = mid;
            } else {
                right = mid;
            }
        }
        for (int j = 0; j < free.size(); j++) {
            res[freeIdx.get(j)] = share(free.get(j), right, t);
        }
        return res;
    }

    /** -1 when the share is not fixed. */
    private static long fixedShare(Queue q, int t, boolean steady) {
        if (q.max[t] <= 0) {
            return 0;
        }
        if (!steady && !q.active) {
            return 0;
        }
        if (q.weight <= 0) {
            return q.min[t] > 0 ? q.min[t] : 0;
        }
        return -1;
    }

    private static long share(Queue q, double r, int t) {
        double s = q.weight * r;
        s = Math.max(s, (double) q.min[t]);
        s = Math.min(s, (double) q.max[t]);
        return (long) s;
    }

    private static long used(List<Queue> list, double r, int t) {
        long sum = 0;
        for (Queue q : list) {
            sum = safeAdd(sum, share(q, r, t));
            if (sum == Long.MAX_VALUE) {
                break;
            }
        }
        return sum;
    }

    private static long safeAdd(long a, long b) {
        try {
            return Math.addExact(a, b);
        } catch (ArithmeticException e) {
            return Long.MAX_VALUE;
        }
    }

    // ---- min and max (compute.md section 5) ----

    private static long[] effectiveMin(String spec, long[] cluster, int n) {
        if (spec.startsWith("abs:")) {
            return padded(longs(spec.substring(4)), n, 0);
        }
        return new long[n]; // none, and a percentage (stored as null) are 0
    }

    private static long[] effectiveMax(String own, String def, long[] cluster, int n, long[] min) {
        String spec = own.equals("none") ? def : own;
        long[] max;
        if (spec.startsWith("abs:")) {
            max = padded(longs(spec.substring(4)), n, 0);
        } else if (spec.startsWith("pct:")) {
            String[] p = spec.substring(4).split(",");
            max = new long[n];
            for (int i = 0; i < n; i++) {
                double frac = i < p.length ? Double.parseDouble(p[i]) / 100.0 : 0.0;
                if (i == 1) {
                    int clusterVcores = (int) Math.min(cluster[1], Integer.MAX_VALUE);
                    max[i] = (int) (clusterVcores * frac);
                } else {
                    max[i] = (long) (cluster[i] * frac);
                }
            }
        } else {
            max = new long[n];
            for (int i = 0; i < n; i++) {
                max[i] = Long.MAX_VALUE;
            }
        }
        for (int i = 0; i < n; i++) {
            max[i] = Math.max(max[i], min[i]);
        }
        return max;
    }

    private static long[] padded(long[] v, int n, long pad) {
        long[] out = new long[n];
        for (int i = 0; i < n; i++) {
            out[i] = i < v.length ? v[i] : pad;
        }
        return out;
    }

    private static long[] longs(String csv) {
        String[] f = csv.split(",");
        long[] out = new long[f.length];
        for (int i = 0; i < f.length; i++) {
            out[i] = Long.parseLong(f[i]);
        }
        return out;
    }

    private static String csv(long[] v) {
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < v.length; i++) {
            if (i > 0) {
                b.append(',');
            }
            b.append(v[i]);
        }
        return b.toString();
    }
}
