import GraderKit
import Testing

/// Where blocks are compressed: by the processor's SHA instructions where it
/// has them (`false`), and in Swift (`true`).
let portableOrNot = [false, true]

@Suite("SHA-256")
struct SHA256Tests {
  /// The digest of `bytes`, compressed in Swift when `portable`.
  func digest(_ bytes: some Sequence<UInt8>, portable: Bool) -> String {
    var hash = SHA256(portable: portable)
    hash.update(bytes)
    return hash.hex()
  }

  @Test(
    "matches the FIPS 180-4 example vectors, both ways",
    arguments: [
      ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
      ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
      (
        "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq",
        "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"
      ),
      (
        "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu",
        "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1"
      ),
    ], portableOrNot)
  func vectors(vector: (message: String, digest: String), portable: Bool) {
    #expect(digest(vector.message.utf8, portable: portable) == vector.digest)
    #expect(SHA256.hex(of: vector.message) == vector.digest)
  }

  @Test(
    "a million 'a', fed in uneven pieces, matches the FIPS vector, both ways",
    arguments: portableOrNot)
  func million(portable: Bool) {
    var hash = SHA256(portable: portable)
    var fed = 0
    var piece = 1
    while fed < 1_000_000 {
      let count = min(piece, 1_000_000 - fed)
      hash.update([UInt8](repeating: 0x61, count: count))
      fed += count
      piece = piece * 3 % 1_021 + 1
    }
    #expect(hash.hex() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    // Bytes that are not contiguous in memory go through a small buffer.
    var lazy = SHA256(portable: portable)
    lazy.update(repeatElement(UInt8(0x61), count: 1_000_000))
    #expect(lazy.hex() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
  }

  @Test(
    "lengths around the padding boundary differ from each other", arguments: [55, 56, 63, 64, 65])
  func boundaries(length: Int) {
    let text = String(repeating: "x", count: length)
    let shorter = String(repeating: "x", count: length - 1)
    #expect(SHA256.hex(of: text) != SHA256.hex(of: shorter))
    #expect(SHA256.isDigest(SHA256.hex(of: text)))
  }

  @Test("both ways agree on every length up to five blocks, fed whole and in pieces of 1 to 70")
  func bothWays() {
    var state: UInt32 = 12_345
    let bytes = (0..<320).map { _ -> UInt8 in
      state = state &* 1_103_515_245 &+ 12_345
      return UInt8(truncatingIfNeeded: state >> 16)
    }
    for length in 0...bytes.count {
      let message = Array(bytes[..<length])
      let expected = digest(message, portable: true)
      #expect(digest(message, portable: false) == expected, "\(length)")
      var pieces = SHA256()
      var start = 0
      while start < length {
        let end = min(length, start + 1 + (start * 7) % 70)
        pieces.update(message[start..<end])
        start = end
      }
      #expect(pieces.hex() == expected, "\(length)")
    }
  }

  @Test("recognizes digests: 64 lowercase hexadecimal digits only")
  func form() {
    #expect(SHA256.isDigest(String(repeating: "a", count: 64)))
    #expect(!SHA256.isDigest(String(repeating: "A", count: 64)))
    #expect(!SHA256.isDigest(String(repeating: "a", count: 63)))
    #expect(!SHA256.isDigest(String(repeating: "g", count: 64)))
  }
}
