import GraderSHA

/// SHA-256, as FIPS 180-4 specifies it, over bytes in memory or fed in pieces.
///
/// The toolchain on Linux ships no CryptoKit, so the grader carries its own.
/// Digests name lesson sets, scenarios, expected outputs and submissions.
/// On a processor with SHA instructions (x86-64's SHA extensions), the
/// blocks are compressed by them (`GraderSHA`); elsewhere, in Swift.
package struct SHA256: Sendable {
  private var state: Words = (
    0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a,
    0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19
  )
  /// The bytes of a block not yet complete, the first `pending` of them.
  private var block: Block = (0, 0, 0, 0, 0, 0, 0, 0)
  private var pending = 0
  private var length: UInt64 = 0
  /// Whether blocks go to the processor's SHA instructions.
  private var accelerated = SHA256.hardware

  /// Whether this processor has the SHA instructions `GraderSHA` uses: a
  /// block takes about a tenth of the time it takes in Swift.
  package static let hardware = grader_sha256_accelerated() != 0

  private typealias Words = (UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32, UInt32)
  private typealias Block = (UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64, UInt64)

  /// A hash of nothing yet.
  package init() {}

  /// A hash of nothing yet that compresses in Swift, whatever the
  /// processor has, with `portable`: both ways are tested against the
  /// standard's vectors.
  package init(portable: Bool) {
    accelerated = !portable && Self.hardware
  }

  /// Feeds `bytes` to the hash: straight from memory when they are
  /// contiguous, through a small buffer otherwise.
  package mutating func update(_ bytes: some Sequence<UInt8>) {
    let direct: Void? = bytes.withContiguousStorageIfAvailable { buffer in
      update(UnsafeRawBufferPointer(buffer))
    }
    guard direct == nil else { return }
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 256) { chunk in
      var count = 0
      for byte in bytes {
        chunk[count] = byte
        count += 1
        if count == 256 {
          update(UnsafeRawBufferPointer(chunk))
          count = 0
        }
      }
      update(UnsafeRawBufferPointer(UnsafeMutableBufferPointer(rebasing: chunk[0..<count])))
    }
  }

  /// Feeds the bytes in `bytes`: the pending block filled first, then whole
  /// blocks from where they lie, and the rest kept.
  private mutating func update(_ bytes: UnsafeRawBufferPointer) {
    guard let base = bytes.baseAddress, !bytes.isEmpty else { return }
    length &+= UInt64(bytes.count)
    var start = 0
    if pending > 0 {
      let taken = min(64 - pending, bytes.count)
      let at = pending
      withUnsafeMutableBytes(of: &block) {
        $0.baseAddress!.advanced(by: at).copyMemory(from: base, byteCount: taken)
      }
      pending += taken
      start = taken
      guard pending == 64 else { return }
      var full = block
      withUnsafeBytes(of: &full) { compress($0) }
      pending = 0
    }
    let whole = (bytes.count - start) / 64 * 64
    if whole > 0 {
      compress(UnsafeRawBufferPointer(rebasing: bytes[start..<start + whole]))
      start += whole
    }
    let rest = bytes.count - start
    if rest > 0 {
      withUnsafeMutableBytes(of: &block) {
        $0.baseAddress!.copyMemory(from: base.advanced(by: start), byteCount: rest)
      }
      pending = rest
    }
  }

  /// Feeds the UTF-8 bytes of `text` to the hash.
  package mutating func update(_ text: String) {
    update(text.utf8)
  }

  /// The 32-byte digest of everything fed so far.
  package func finish() -> [UInt8] {
    var copy = self
    let bits = length &* 8
    // The padding: 0x80, zeros, and the length in bits, in one or two
    // blocks built on the stack.
    let blocks = pending < 56 ? 1 : 2
    var padding: (Block, Block) = ((0, 0, 0, 0, 0, 0, 0, 0), (0, 0, 0, 0, 0, 0, 0, 0))
    padding.0 = block
    withUnsafeMutableBytes(of: &padding) { buffer in
      for index in pending..<64 { buffer[index] = 0 }
      buffer[pending] = 0x80
      let end = blocks * 64
      for index in 0..<8 {
        buffer[end - 1 - index] = UInt8(truncatingIfNeeded: bits >> UInt64(index * 8))
      }
      copy.compress(UnsafeRawBufferPointer(rebasing: buffer[0..<end]))
    }
    var digest: [UInt8] = []
    digest.reserveCapacity(32)
    let state = copy.state
    for word in [state.0, state.1, state.2, state.3, state.4, state.5, state.6, state.7] {
      digest.append(UInt8(truncatingIfNeeded: word >> 24))
      digest.append(UInt8(truncatingIfNeeded: word >> 16))
      digest.append(UInt8(truncatingIfNeeded: word >> 8))
      digest.append(UInt8(truncatingIfNeeded: word))
    }
    return digest
  }

  /// The digest as 64 lowercase hexadecimal digits.
  package func hex() -> String {
    Self.hex(finish())
  }

  /// The digest of `bytes`, as 64 lowercase hexadecimal digits.
  package static func hex(of bytes: some Sequence<UInt8>) -> String {
    var hash = SHA256()
    hash.update(bytes)
    return hash.hex()
  }

  /// The digest of the UTF-8 bytes of `text`, as 64 lowercase hexadecimal digits.
  package static func hex(of text: String) -> String {
    hex(of: text.utf8)
  }

  /// Whether `text` has the form of a digest: 64 lowercase hexadecimal digits.
  package static func isDigest(_ text: some StringProtocol) -> Bool {
    text.utf8.count == 64
      && text.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || ($0 >= 0x61 && $0 <= 0x66) }
  }

  /// `bytes` as lowercase hexadecimal digits, written straight into the
  /// string: every graded file and report has its digest printed.
  private static func hex(_ bytes: [UInt8]) -> String {
    String(unsafeUninitializedCapacity: bytes.count * 2) { out in
      func digit(_ value: UInt8) -> UInt8 {
        value < 10 ? 0x30 + value : 0x61 - 10 + value
      }
      for (index, byte) in bytes.enumerated() {
        out[2 * index] = digit(byte >> 4)
        out[2 * index + 1] = digit(byte & 0x0f)
      }
      return bytes.count * 2
    }
  }

  /// The compression function over `blocks`, whole 64-byte blocks: on the
  /// processor's SHA instructions where it has them, in Swift otherwise.
  private mutating func compress(_ blocks: UnsafeRawBufferPointer) {
    guard accelerated else {
      for start in stride(from: 0, to: blocks.count, by: 64) {
        compressInSwift(UnsafeRawBufferPointer(rebasing: blocks[start..<start + 64]))
      }
      return
    }
    withUnsafeMutableBytes(of: &state) { words in
      grader_sha256_blocks(
        words.baseAddress!.assumingMemoryBound(to: UInt32.self),
        blocks.baseAddress!.assumingMemoryBound(to: UInt8.self), blocks.count / 64)
    }
  }

  /// The compression function over one 64-byte block, in Swift: the message
  /// schedule on the stack, then the rounds eight at a time, each naming
  /// the working variables in turn rather than moving them.
  private mutating func compressInSwift(_ block: UnsafeRawBufferPointer) {
    roundConstants.withUnsafeBufferPointer { k in
      withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { w in
        for index in 0..<16 {
          w[index] = UInt32(
            bigEndian: block.loadUnaligned(fromByteOffset: index * 4, as: UInt32.self))
        }
        for index in 16..<64 {
          let w15 = w[index - 15]
          let w2 = w[index - 2]
          let s0 = Self.rotate(w15 ^ Self.rotate(w15, 11), 7) ^ (w15 >> 3)
          let s1 = Self.rotate(w2 ^ Self.rotate(w2, 2), 17) ^ (w2 >> 10)
          w[index] = w[index - 16] &+ s0 &+ w[index - 7] &+ s1
        }
        var (a, b, c, d, e, f, g, h) = state
        for base in stride(from: 0, to: 64, by: 8) {
          Self.round(a, b, c, &d, e, f, g, &h, k[base] &+ w[base])
          Self.round(h, a, b, &c, d, e, f, &g, k[base + 1] &+ w[base + 1])
          Self.round(g, h, a, &b, c, d, e, &f, k[base + 2] &+ w[base + 2])
          Self.round(f, g, h, &a, b, c, d, &e, k[base + 3] &+ w[base + 3])
          Self.round(e, f, g, &h, a, b, c, &d, k[base + 4] &+ w[base + 4])
          Self.round(d, e, f, &g, h, a, b, &c, k[base + 5] &+ w[base + 5])
          Self.round(c, d, e, &f, g, h, a, &b, k[base + 6] &+ w[base + 6])
          Self.round(b, c, d, &e, f, g, h, &a, k[base + 7] &+ w[base + 7])
        }
        state = (
          state.0 &+ a, state.1 &+ b, state.2 &+ c, state.3 &+ d,
          state.4 &+ e, state.5 &+ f, state.6 &+ g, state.7 &+ h
        )
      }
    }
  }

  /// One round: `d` and `h` are the two working variables it changes, and
  /// the caller names the eight in the round's order; `kw` is the round's
  /// constant plus its word of the schedule.
  @inline(__always)
  private static func round(
    _ a: UInt32, _ b: UInt32, _ c: UInt32, _ d: inout UInt32,
    _ e: UInt32, _ f: UInt32, _ g: UInt32, _ h: inout UInt32, _ kw: UInt32
  ) {
    // Σ1(e) and Σ0(a), each rotation applied to the last one's result.
    let s1 = rotate(e ^ rotate(e ^ rotate(e, 14), 5), 6)
    let choice = g ^ (e & (f ^ g))
    let t1 = h &+ s1 &+ choice &+ kw
    let s0 = rotate(a ^ rotate(a ^ rotate(a, 9), 11), 2)
    let majority = (a & b) | (c & (a | b))
    d &+= t1
    h = t1 &+ s0 &+ majority
  }

  @inline(__always)
  private static func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
    (value &>> count) | (value &<< (32 &- count))
  }
}

/// The round constants of SHA-256 (FIPS 180-4, 4.2.2).
private let roundConstants: [UInt32] = [
  0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4,
  0xab1c_5ed5, 0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe,
  0x9bdc_06a7, 0xc19b_f174, 0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f,
  0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da, 0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7,
  0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967, 0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc,
  0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85, 0xa2bf_e8a1, 0xa81a_664b,
  0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070, 0x19a4_c116,
  0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
  0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7,
  0xc671_78f2,
]
