import CCairo
import Foundation

/// `Font.custom` by PostScript name, as iOS takes it ("Roboto-Bold"), or by full name
/// ("Roboto Bold"): for each of the app's font files whose PostScript or full name is not its
/// family's, a fontconfig rule that asks for that name gets the family at the file's weight
/// and slant.
enum PostScriptNames {
  struct Alias {
    let name: String
    let family: String
    let weight: Int32
    let slant: Int32
  }

  /// The aliases of the application fonts added to `config`.
  static func aliases(in config: OpaquePointer) -> [Alias] {
    guard let set = FcConfigGetFonts(config, FcSetApplication) else { return [] }
    var aliases: [Alias] = []
    for index in 0..<Int(set.pointee.nfont) {
      guard let pattern = set.pointee.fonts[index] else { continue }
      func string(_ key: String) -> String? {
        var value: UnsafeMutablePointer<FcChar8>?
        guard FcPatternGetString(pattern, key, 0, &value) == FcResultMatch, let value else { return nil }
        return String(cString: UnsafeRawPointer(value).assumingMemoryBound(to: CChar.self))
      }
      func integer(_ key: String) -> Int32? {
        var value: Int32 = 0
        return FcPatternGetInteger(pattern, key, 0, &value) == FcResultMatch ? value : nil
      }
      // Vellum's own files (Noto Color Emoji) are asked for by family.
      if let file = string("file"), FontLibrary.files.contains(file) { continue }
      guard let family = string("family") else { continue }
      // iOS also finds a font by its full name ("Poppins SemiBold"), as Core Text does.
      for name in [string("postscriptname"), string("fullname")].compactMap({ $0 })
      where name.lowercased() != family.lowercased() && !aliases.contains(where: { $0.name == name }) {
        aliases.append(
          Alias(name: name, family: family, weight: integer("weight") ?? 80, slant: integer("slant") ?? 0))
      }
    }
    return aliases
  }

  /// Fontconfig rules that turn a request for each alias into its family, weight and slant.
  static func rules(_ aliases: [Alias]) -> String {
    func escaped(_ text: String) -> String {
      text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        .replacingOccurrences(of: ">", with: "&gt;")
    }
    let matches = aliases.map { alias in
      """
      <match target="pattern"><test name="family" compare="eq"><string>\(escaped(alias.name))\
      </string></test><edit name="family" mode="assign" binding="strong"><string>\(escaped(alias.family))</string>\
      </edit><edit name="weight" mode="assign"><int>\(alias.weight)</int></edit>\
      <edit name="slant" mode="assign"><int>\(alias.slant)</int></edit></match>
      """
    }
    return """
      <?xml version="1.0"?><!DOCTYPE fontconfig SYSTEM "fonts.dtd"><fontconfig>\(matches.joined())</fontconfig>
      """
  }
}
