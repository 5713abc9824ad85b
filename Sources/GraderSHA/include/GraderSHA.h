// SHA-256's compression function on the processor's SHA instructions, where
// it has them; GraderKit's SHA256 holds the rest of the hash, and does the
// same in Swift where the instructions are missing.
#ifndef GRADER_SHA_H
#define GRADER_SHA_H

#include <stddef.h>
#include <stdint.h>

// 1 when this processor has the SHA instructions grader_sha256_blocks uses
// (x86-64 with SHA, SSSE3 and SSE4.1), 0 otherwise.
int grader_sha256_accelerated(void);

// Compresses `count` 64-byte blocks at `blocks` into `state` (the eight
// words of FIPS 180-4, a to h). Call only where grader_sha256_accelerated()
// is 1; elsewhere it leaves `state` as it is.
void grader_sha256_blocks(uint32_t state[8], const uint8_t *blocks, size_t count);

#endif
