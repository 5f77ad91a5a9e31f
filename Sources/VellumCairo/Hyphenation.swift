import CCairo
import Foundation
import Synchronization

/// Where English words may break with a hyphen, from libhyphen and Debian's `hyphen-en-us`
/// patterns (the TeX patterns LibreOffice uses). iOS 17 hyphenates a word that does not fit
/// its line at a syllable ("De-fault (Sys-tem)" at AX5 in ../shared/ios-reference's
/// bwa-settings-ax5) rather than breaking it between any two letters; words that fit are never
/// hyphenated. At least two letters stay before a break and three after, as in the patterns.
enum Hyphenation {
  static let dictionaryPath = "/usr/share/hyphen/hyph_en_US.dic"

  /// The loaded patterns, or nil when the dictionary is missing (words then break between
  /// characters, as before). Loaded once; libhyphen only reads it afterwards.
  nonisolated(unsafe) private static let dictionary: OpaquePointer? = {
    guard FileManager.default.fileExists(atPath: dictionaryPath) else { return nil }
    return OpaquePointer(hnj_hyphen_load(dictionaryPath))
  }()
  private static let lock = Mutex(())

  /// The UTF-8 offsets in `word` (letters only) after which a hyphen may go.
  static func breaks(in word: Substring) -> [Int] {
    guard let dictionary, word.unicodeScalars.allSatisfy({ $0.properties.isAlphabetic }) else { return [] }
    let lowered = word.lowercased()
    let bytes = Array(lowered.utf8)
    guard bytes.count >= 5, bytes.count == word.utf8.count else { return [] }
    var hyphens = [CChar](repeating: 0, count: bytes.count + 5)
    var rep: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?
    var pos: UnsafeMutablePointer<Int32>?
    var cut: UnsafeMutablePointer<Int32>?
    // libhyphen reads the word as a C string too (`strstr`), so it gets one, terminated.
    let failed = lock.withLock { _ in
      lowered.withCString { word in
        hnj_hyphen_hyphenate3(
          UnsafeMutablePointer(dictionary), word, Int32(bytes.count), &hyphens, nil, &rep, &pos, &cut, 2, 3, 2, 3)
      }
    }
    free(rep)
    free(pos)
    free(cut)
    guard failed == 0 else { return [] }
    // An odd digit after byte i allows a hyphen after it; a break inside a multi-byte
    // character is not offered.
    return (0..<bytes.count - 1).filter { hyphens[$0] & 1 == 1 && bytes[$0 + 1] & 0xC0 != 0x80 }.map { $0 + 1 }
  }
}
