/* An independent check of an octal game's period, written apart from
 * Ludoteca's engine (crates/games/src/octal/): the Grundy values of heaps
 * 0..N-1 by the sparse-space method, every option of every heap accounted
 * for, then the comparisons the octal periodicity theorem asks for.
 *
 *   octal_check CODE N PERIOD PREPERIOD MASK     e.g. octal_check 0.054 400000000 10015179 193235616 61
 *
 * CODE is d0.d1d2… (digit k: bit 1 = taking k may leave no heap, bit 2 =
 * one heap, bit 4 = two non-empty heaps; d0 = 4: a heap may be split in two
 * without taking any token). MASK splits the values: a value v
 * is rare when popcount(v & MASK) is even, common when odd. A common value
 * is reached only by a pair with one rare heap, or by taking k and leaving
 * one heap, so the least common value not reached comes from the few rare
 * heaps; every smaller (rare) value is then looked for among all the pairs
 * until each is found, and the least one not found, if any, is the value.
 * The mask changes only the speed, never a value. Values must fit a byte.
 * Prints the values' figures and "proved: …" when G(n + PERIOD) = G(n) for
 * PREPERIOD <= n < 2 PREPERIOD + PERIOD + t (t the largest take), which
 * proves the period for every heap from PREPERIOD on (Guy and Smith).
 * Build: cc -O2 -march=native -o octal_check octal_check.c */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define MAX_RARE 10000000

int main(int argc, char **argv) {
    if (argc != 6) {
        fprintf(stderr, "usage: octal_check CODE N PERIOD PREPERIOD MASK\n");
        return 2;
    }
    const char *dot = strchr(argv[1], '.');
    if (!dot || strlen(dot + 1) == 0 || strlen(dot + 1) > 16) {
        fprintf(stderr, "a code is d0.d1d2… with 1 to 16 digits after the point\n");
        return 2;
    }
    unsigned digit[17] = {0};
    unsigned t = (unsigned)strlen(dot + 1);
    /* d0 (before the point) is 0 or 4: 4 lets a move split a heap in two
     * without taking any token. */
    if (dot != argv[1] + 1 || (argv[1][0] != '0' && argv[1][0] != '4')) {
        fprintf(stderr, "d0 is 0 or 4\n");
        return 2;
    }
    digit[0] = (unsigned)(argv[1][0] - '0');
    for (unsigned k = 1; k <= t; k++) {
        char c = dot[k];
        if (c < '0' || c > '7') { fprintf(stderr, "octal digits only\n"); return 2; }
        digit[k] = (unsigned)(c - '0');
    }
    uint64_t N = strtoull(argv[2], 0, 10), p = strtoull(argv[3], 0, 10), n0 = strtoull(argv[4], 0, 10);
    unsigned mask = (unsigned)strtoul(argv[5], 0, 10);
    uint8_t *g = malloc(N);
    uint32_t *rare = malloc(sizeof(uint32_t) * MAX_RARE);
    if (!g || !rare) { fprintf(stderr, "no memory\n"); return 1; }
    uint64_t nrare = 0, scans = 0, maxscan = 0;
    unsigned largest = 0;
    for (uint64_t n = 0; n < N; n++) {
        uint64_t seen[4] = {0, 0, 0, 0};
#define MARK(v) (seen[(v) >> 6] |= 1ull << ((v) & 63))
#define HAS(v) ((seen[(v) >> 6] >> ((v) & 63)) & 1)
        for (unsigned k = 1; k <= t; k++) {
            if ((digit[k] & 1) && n == k) MARK(0u);
            if ((digit[k] & 2) && n > k) MARK((unsigned)g[n - k]);
        }
        /* Splits with a rare heap on either side. */
        for (uint64_t i = 0; i < nrare; i++) {
            uint64_t a = rare[i];
            if (a == 0) continue;
            for (unsigned k = 0; k <= t; k++)
                if ((digit[k] & 4) && n >= a + k + 1) MARK((unsigned)(g[a] ^ g[n - k - a]));
        }
        /* The least common value not reached (256: none below 256). */
        unsigned c = 0;
        while (c < 256 && (HAS(c) || !(__builtin_popcount(c & mask) & 1))) c++;
        unsigned want = 0, v;
        for (v = 0; v < c; v++) if (!HAS(v)) want++;
        uint64_t steps = 0;
        for (uint64_t a = 1; want && 2 * a <= n; a++, steps++) {
            for (unsigned k = 0; k <= t; k++) {
                if (!(digit[k] & 4) || n < 2 * a + k) continue;
                unsigned x = g[a] ^ g[n - k - a];
                if (x < c && !HAS(x)) { MARK(x); want--; }
            }
        }
        scans += steps;
        if (steps > maxscan) maxscan = steps;
        unsigned val = c;
        for (v = 0; v < c; v++) if (!HAS(v)) { val = v; break; }
        if (val > 255) { fprintf(stderr, "a value over 255 at heap %llu\n", (unsigned long long)n); return 1; }
        g[n] = (uint8_t)val;
        if (val > largest) largest = val;
        if (!(__builtin_popcount(val & mask) & 1)) {
            if (nrare == MAX_RARE) { fprintf(stderr, "too many rare heaps: try another mask\n"); return 1; }
            rare[nrare++] = (uint32_t)n;
        }
    }
    if (getenv("DUMP"))
        for (uint64_t n = 0; n < N; n++) printf("%u\n", g[n]);
    printf("%s, heaps 0..%llu: largest value %u, %llu rare heaps (the last %u), %llu pairs looked at (at most %llu for one heap)\n",
           argv[1], (unsigned long long)N - 1, largest, (unsigned long long)nrare, nrare ? rare[nrare - 1] : 0,
           (unsigned long long)scans, (unsigned long long)maxscan);
    uint64_t need = 2 * n0 + p + t;
    if (need > N) { printf("the proof needs heaps up to %llu\n", (unsigned long long)need); return 1; }
    for (uint64_t n = n0; n + p < need; n++)
        if (g[n] != g[n + p]) {
            printf("not proved: G(%llu) differs from G(%llu)\n", (unsigned long long)n, (unsigned long long)(n + p));
            return 1;
        }
    printf("proved: G(n + %llu) = G(n) for %llu <= n < %llu, so for every heap n >= %llu%s\n", (unsigned long long)p,
           (unsigned long long)n0, (unsigned long long)(need - p), (unsigned long long)n0,
           n0 > 0 && g[n0 - 1] != g[n0 - 1 + p] ? " (and not from any heap before)" : "");
    return 0;
}
