/* Game 28 (coelhos à Fibonacci) by the plain threshold recurrence, as the
 * issue's comparator describes it: f(m, b), the least winning take from m
 * rabbits after a last take of b, is f(m, b) = min{k : k = m or
 * f(m - k, k) > b + k}; each row f(m, .) is stored as its steps and every
 * lookup binary-searches its row. Prints how far it got, its time and the
 * number of losing starts (n = 0 counted), to be checked against ours,
 * and its wall and CPU times.
 *
 *   cc -O3 -march=native -o rabbits-c benches/c/rabbits.c
 *   ./rabbits-c N [SECONDS]      # stop at heap N or after SECONDS
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static double clock_of(clockid_t id) {
    struct timespec t;
    clock_gettime(id, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}
static double now(void) { return clock_of(CLOCK_MONOTONIC); }
static double cpu(void) { return clock_of(CLOCK_PROCESS_CPUTIME_ID); }

/* Row m holds steps [start[m], start[m+1]): pairs (c, k) with c strictly
 * increasing: f(m, b) = k of the first pair with b < c, else m. */
static uint32_t *cs, *ks, *start;
static size_t len, cap;

static uint32_t f(uint32_t m, uint32_t b) {
    size_t lo = start[m], hi = start[m + 1];
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        if (cs[mid] > b) hi = mid; else lo = mid + 1;
    }
    return lo < start[m + 1] ? ks[lo] : m;
}

static void push(uint32_t c, uint32_t k) {
    if (len == cap) {
        cap = cap ? cap * 2 : 1 << 20;
        cs = realloc(cs, cap * sizeof *cs);
        ks = realloc(ks, cap * sizeof *ks);
        if (!cs || !ks) { fprintf(stderr, "out of memory\n"); exit(1); }
    }
    cs[len] = c; ks[len] = k; len++;
}

int main(int argc, char **argv) {
    uint32_t n = argc > 1 ? (uint32_t)strtoul(argv[1], 0, 10) : 100000;
    double limit = argc > 2 ? atof(argv[2]) : 0;
    start = malloc(((size_t)n + 2) * sizeof *start);
    double t0 = now(), c0 = cpu();
    start[0] = 0; start[1] = 0;            /* row 0: no take */
    uint32_t last = 0;
    for (uint32_t m = 1; m <= n; m++) {
        uint32_t best = 0;                 /* b below best: a smaller take wins */
        /* f(m - k, k) <= m - k, so a take k sets a new threshold only when
         * m - 2k > best: the loop stops there (as our plain recurrence does). */
        for (uint32_t k = 1; 2 * k + best < m; k++) {
            uint32_t r = f(m - k, k);      /* taking k wins iff b + k < r */
            if (r > k && r - k > best) { push(r - k, k); best = r - k; }
        }
        start[m + 1] = (uint32_t)len;
        last = m;
        if (limit > 0 && (m & 255) == 0 && now() - t0 > limit) break;
    }
    double t = now() - t0, c = cpu() - c0;
    /* Start n: both first moves take 1; then First wins from n - 2 after
     * takes 1, 1 iff f(n - 2, 1) <= 2. n = 1: First takes the last. */
    uint64_t losing = 0;
    for (uint32_t s = 0; s <= last; s++) {
        int wins = s == 1 || (s >= 3 && f(s - 2, 1) <= 2);
        losing += !wins;
    }
    printf("plain C: heaps 0..%u in %.3f s (%.3f CPU-s), %zu steps, %llu losing starts\n", last, t, c, len,
           (unsigned long long)losing);
    return 0;
}
