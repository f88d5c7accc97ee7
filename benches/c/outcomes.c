/* Comparators for Ludoteca's outcome scan (crates/core/src/subtraction.rs):
 * the safe heaps 0..N of a subtraction game (normal play), one bit per heap,
 * kept in memory, in plain C.
 *
 *   outcomes word  TAKES N   64 heaps per step from a table of 2^m words
 *                            indexed by the last m verdicts (m = largest take,
 *                            at most 20), once every take is legal (heap 64 on)
 *   outcomes shift TAKES N   one heap per step: the last 64 verdicts in one
 *                            register, a heap is safe iff (recent & mask) == 0
 *
 * Prints the time of the scan (allocation included, as in ours), the number
 * of safe heaps and the same checksum as `examples/scan.rs`.
 * Build: cc -O3 -march=native -o outcomes outcomes.c  (see compare.sh) */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static double now(void) {
    struct timespec t;
    clock_gettime(CLOCK_MONOTONIC, &t);
    return t.tv_sec + t.tv_nsec * 1e-9;
}

/* Heaps 0..63 (some takes not yet legal); `recent` bit i = heap n-1-i. */
static uint64_t first_word(uint64_t mask, uint64_t *recent) {
    uint64_t word = 0, r = 0;
    for (int n = 0; n < 64; n++) {
        uint64_t legal = mask & ((n == 0) ? 0 : (~0ULL >> (64 - n)));
        int safe = legal == 0 ? 1 : (r & legal) == 0;
        r = (r << 1) | (uint64_t)safe;
        word |= (uint64_t)safe << n;
    }
    *recent = r;
    return word;
}

int main(int argc, char **argv) {
    if (argc < 4) {
        fprintf(stderr, "usage: outcomes word|shift TAKES N\n");
        return 2;
    }
    int word_mode = strcmp(argv[1], "word") == 0;
    uint64_t mask = 0;
    int m = 0;
    for (char *p = strtok(argv[2], ","); p; p = strtok(NULL, ",")) {
        int s = atoi(p);
        if (s < 1 || s > 64) return 2;
        mask |= 1ULL << (s - 1);
        if (s > m) m = s;
    }
    uint64_t n = strtoull(argv[3], NULL, 10);
    uint64_t nwords = (n + 63) / 64;
    if (word_mode && m > 20) {
        fprintf(stderr, "word: largest take at most 20\n");
        return 2;
    }

    double t0 = now();
    uint64_t *words = malloc(nwords * 8 + 8);
    if (!words) {
        fprintf(stderr, "out of memory\n");
        return 1;
    }
    uint64_t recent;
    words[0] = first_word(mask, &recent);
    if (word_mode) {
        uint64_t *next = malloc((sizeof(uint64_t)) << m);
        if (!next) {
            fprintf(stderr, "out of memory\n");
            return 1;
        }
        for (uint64_t st = 0; st < (1ULL << m); st++) {
            uint64_t r = 0, w = 0;
            for (int j = 0; j < m; j++) /* bit i of r = heap -1-i = st bit m-1-i */
                if (st >> j & 1) r |= 1ULL << (m - 1 - j);
            for (int i = 0; i < 64; i++) {
                int safe = (r & mask) == 0;
                r = (r << 1) | (uint64_t)safe;
                w |= (uint64_t)safe << i;
            }
            next[st] = w;
        }
        uint64_t last = words[0];
        for (uint64_t k = 1; k < nwords; k++) {
            last = next[last >> (64 - m)];
            words[k] = last;
        }
        free(next);
    } else {
        for (uint64_t k = 1; k < nwords; k++) {
            uint64_t w = 0;
            for (int i = 0; i < 64; i++) {
                uint64_t safe = (recent & mask) == 0;
                recent = (recent << 1) | safe;
                w |= safe << i;
            }
            words[k] = w;
        }
    }
    if (n % 64) words[nwords - 1] &= (1ULL << (n % 64)) - 1;
    double secs = now() - t0;

    uint64_t safe = 0, h = 0xcbf29ce484222325ULL;
    for (uint64_t k = 0; k < nwords; k++) {
        safe += (uint64_t)__builtin_popcountll(words[k]);
        h = (h ^ words[k]) * 0x100000001b3ULL;
    }
    printf("outcomes of heaps 0..%llu (C %s): %.3f s, %llu safe, checksum %016llx\n", (unsigned long long)n,
           argv[1], secs, (unsigned long long)safe, (unsigned long long)h);
    free(words);
    return 0;
}
