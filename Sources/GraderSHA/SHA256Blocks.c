// SHA-256's compression function (FIPS 180-4, 6.2.2) on x86-64's SHA
// extensions: each sha256rnds2 runs two rounds on the state kept as the
// words (a, b, e, f) and (c, d, g, h); sha256msg1 and sha256msg2 extend the
// message schedule four words at a time.
#include "GraderSHA.h"

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>

int grader_sha256_accelerated(void) {
  unsigned int eax, ebx, ecx, edx;
  if (!__get_cpuid(1, &eax, &ebx, &ecx, &edx)) return 0;
  int ssse3 = (ecx >> 9) & 1;
  int sse41 = (ecx >> 19) & 1;
  if (__get_cpuid_max(0, 0) < 7) return 0;
  __cpuid_count(7, 0, eax, ebx, ecx, edx);
  int sha = (ebx >> 29) & 1;
  return ssse3 && sse41 && sha;
}

static const uint32_t roundConstants[64] = {
  0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
  0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
  0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
  0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
  0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
  0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
  0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
  0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

__attribute__((target("sha,ssse3,sse4.1")))
void grader_sha256_blocks(uint32_t state[8], const uint8_t *blocks, size_t count) {
  // The message's words are big-endian: this mask reverses each word's bytes.
  const __m128i byteSwap = _mm_set_epi64x(0x0c0d0e0f08090a0bULL, 0x0405060700010203ULL);
  // (a, b, c, d) and (e, f, g, h) into (a, b, e, f) and (c, d, g, h), each
  // with its first word in the highest lane, as sha256rnds2 takes them.
  __m128i abcd = _mm_loadu_si128((const __m128i *)&state[0]);
  __m128i efgh = _mm_loadu_si128((const __m128i *)&state[4]);
  __m128i badc = _mm_shuffle_epi32(abcd, 0xB1);
  __m128i hgfe = _mm_shuffle_epi32(efgh, 0x1B);
  __m128i abef = _mm_alignr_epi8(badc, hgfe, 8);
  __m128i cdgh = _mm_blend_epi16(hgfe, badc, 0xF0);

  for (; count > 0; count--, blocks += 64) {
    const __m128i abefBefore = abef;
    const __m128i cdghBefore = cdgh;
    // The schedule's last sixteen words, four to a register, the oldest
    // four in words[group % 4].
    __m128i words[4];
    for (int group = 0; group < 16; group++) {
      __m128i *next = &words[group & 3];
      if (group < 4) {
        *next = _mm_shuffle_epi8(
          _mm_loadu_si128((const __m128i *)(blocks + 16 * group)), byteSwap);
      } else {
        // w[t] = σ1(w[t-2]) + w[t-7] + σ0(w[t-15]) + w[t-16], four at once.
        __m128i older = _mm_sha256msg1_epu32(*next, words[(group + 1) & 3]);
        older = _mm_add_epi32(
          older, _mm_alignr_epi8(words[(group + 3) & 3], words[(group + 2) & 3], 4));
        *next = _mm_sha256msg2_epu32(older, words[(group + 3) & 3]);
      }
      __m128i message = _mm_add_epi32(
        *next, _mm_loadu_si128((const __m128i *)&roundConstants[4 * group]));
      cdgh = _mm_sha256rnds2_epu32(cdgh, abef, message);
      abef = _mm_sha256rnds2_epu32(abef, cdgh, _mm_shuffle_epi32(message, 0x0E));
    }
    abef = _mm_add_epi32(abef, abefBefore);
    cdgh = _mm_add_epi32(cdgh, cdghBefore);
  }

  // Back to (a, b, c, d) and (e, f, g, h).
  __m128i feba = _mm_shuffle_epi32(abef, 0x1B);
  __m128i dchg = _mm_shuffle_epi32(cdgh, 0xB1);
  _mm_storeu_si128((__m128i *)&state[0], _mm_blend_epi16(feba, dchg, 0xF0));
  _mm_storeu_si128((__m128i *)&state[4], _mm_alignr_epi8(dchg, feba, 8));
}

#else

int grader_sha256_accelerated(void) { return 0; }

void grader_sha256_blocks(uint32_t state[8], const uint8_t *blocks, size_t count) {
  (void)state;
  (void)blocks;
  (void)count;
}

#endif
