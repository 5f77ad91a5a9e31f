import Foundation

/// The Advanced Encryption Standard, as CryptoKit's `AES` namespace; `AES.GCM` seals and
/// opens messages with it.
public enum AES {}

/// The AES block cipher (FIPS 197) in the encrypting direction only, which is all GCM needs:
/// the key schedule for 128-, 192- and 256-bit keys and the rounds on one 16-byte block.
///
/// Written for clarity from the standard, with the S-box computed rather than tabulated. It
/// is not constant-time (it indexes tables by secret bytes) and is slow: Apple's CryptoKit
/// uses hardened code, so this is for previews, not for protecting secrets.
struct AESBlockCipher {
  /// The round keys, 16 bytes per round and one more: byte `16 * round + 4 * column + row`.
  let roundKeys: [UInt8]
  let rounds: Int

  /// Expands a 16-, 24- or 32-byte key (FIPS 197 §5.2); nil for any other length.
  init?(key: [UInt8]) {
    guard [16, 24, 32].contains(key.count) else { return nil }
    let keyWords = key.count / 4
    rounds = keyWords + 6
    var words: [[UInt8]] = (0..<keyWords).map { Array(key[(4 * $0)..<(4 * $0 + 4)]) }
    var roundConstant: UInt8 = 1
    for index in keyWords..<(4 * (rounds + 1)) {
      var word = words[index - 1]
      if index % keyWords == 0 {
        word = [word[1], word[2], word[3], word[0]].map { Self.sBox[Int($0)] }
        word[0] ^= roundConstant
        roundConstant = Self.double(roundConstant)
      } else if keyWords > 6 && index % keyWords == 4 {
        word = word.map { Self.sBox[Int($0)] }
      }
      words.append(zip(words[index - keyWords], word).map { $0 ^ $1 })
    }
    roundKeys = words.flatMap { $0 }
  }

  /// Encrypts one 16-byte block (FIPS 197 §5.1).
  func encrypt(_ block: [UInt8]) -> [UInt8] {
    var state = addRoundKey(block, round: 0)
    for round in 1...rounds {
      // SubBytes, then ShiftRows: row r moves r columns left.
      let substituted = state.map { Self.sBox[Int($0)] }
      for column in 0..<4 {
        for row in 0..<4 { state[4 * column + row] = substituted[4 * ((column + row) % 4) + row] }
      }
      if round < rounds { state = Self.mixColumns(state) }
      state = addRoundKey(state, round: round)
    }
    return state
  }

  func addRoundKey(_ state: [UInt8], round: Int) -> [UInt8] {
    (0..<16).map { state[$0] ^ roundKeys[16 * round + $0] }
  }

  /// Each column multiplied by the polynomial {03}x³ + {01}x² + {01}x + {02}.
  static func mixColumns(_ state: [UInt8]) -> [UInt8] {
    var mixed = state
    for column in 0..<4 {
      let a = Array(state[(4 * column)..<(4 * column + 4)])
      for row in 0..<4 {
        let (a0, a1, a2, a3) = (a[row], a[(row + 1) % 4], a[(row + 2) % 4], a[(row + 3) % 4])
        mixed[4 * column + row] = double(a0) ^ (double(a1) ^ a1) ^ a2 ^ a3
      }
    }
    return mixed
  }

  /// Multiplication by x ({02}) in AES's field GF(2⁸) modulo x⁸ + x⁴ + x³ + x + 1.
  static func double(_ byte: UInt8) -> UInt8 { (byte << 1) ^ (byte & 0x80 != 0 ? 0x1b : 0) }

  static func multiply(_ a: UInt8, _ b: UInt8) -> UInt8 {
    var (a, b, product): (UInt8, UInt8, UInt8) = (a, b, 0)
    while b != 0 {
      if b & 1 != 0 { product ^= a }
      a = double(a)
      b >>= 1
    }
    return product
  }

  /// The S-box (FIPS 197 §5.1.1): each byte's inverse in GF(2⁸) (b²⁵⁴; 0 stays 0), then the
  /// affine map b ⊕ rotl(b, 1) ⊕ rotl(b, 2) ⊕ rotl(b, 3) ⊕ rotl(b, 4) ⊕ {63}.
  static let sBox: [UInt8] = (0...255).map { (value: Int) -> UInt8 in
    var inverse: UInt8 = 1
    for _ in 0..<254 { inverse = multiply(inverse, UInt8(value)) }
    if value == 0 { inverse = 0 }
    func rotl(_ byte: UInt8, _ count: UInt8) -> UInt8 { (byte << count) | (byte >> (8 - count)) }
    return inverse ^ rotl(inverse, 1) ^ rotl(inverse, 2) ^ rotl(inverse, 3) ^ rotl(inverse, 4) ^ 0x63
  }
}
