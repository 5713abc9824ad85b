import GraderKit
import Testing

@Suite("SHA-256")
struct SHA256Tests {
  @Test(
    "matches the FIPS 180-4 example vectors",
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
    ])
  func vectors(message: String, digest: String) {
    #expect(SHA256.hex(of: message) == digest)
  }

  @Test("a million 'a', fed in uneven pieces, matches the FIPS vector")
  func million() {
    var hash = SHA256()
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
    var lazy = SHA256()
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

  @Test("recognizes digests: 64 lowercase hexadecimal digits only")
  func form() {
    #expect(SHA256.isDigest(String(repeating: "a", count: 64)))
    #expect(!SHA256.isDigest(String(repeating: "A", count: 64)))
    #expect(!SHA256.isDigest(String(repeating: "a", count: 63)))
    #expect(!SHA256.isDigest(String(repeating: "g", count: 64)))
  }
}
