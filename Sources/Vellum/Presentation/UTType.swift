import Foundation

/// A type of file or data, as UniformTypeIdentifiers' `UTType` (which `import
/// UniformTypeIdentifiers` gives, and which file importers and exporters take).
///
/// Apple's types come from the system's declarations and every installed app's; Vellum's from
/// a small table of the common public types (`UTType.png` conforms to `.image`, `.data` and
/// `.item`; `.json` to `.text`, `.data`, `.content` and `.item`), so `UTType(_:)` is nil for
/// an identifier outside it. A type declared with `init(exportedAs:)` or `init(importedAs:)`
/// has only the parent given (an app's Info.plist is not read), and an unknown filename
/// extension or MIME type makes a dynamic type whose identifier starts with `dyn.` (Apple's
/// encodes the tag differently). Two types are equal when their identifiers are.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
  /// The reverse-DNS identifier, such as `public.png`.
  public let identifier: String
  /// The types this one conforms to directly.
  let parents: [UTType]
  /// Filename extensions and MIME types, the preferred one first.
  let extensions: [String]
  let mimeTypes: [String]

  init(identifier: String, parents: [UTType], extensions: [String] = [], mimeTypes: [String] = []) {
    self.identifier = identifier
    self.parents = parents
    self.extensions = extensions
    self.mimeTypes = mimeTypes
  }

  /// The type with this identifier; nil if Vellum's table does not have it.
  public init?(_ identifier: String) {
    guard let entry = Self.table[identifier] else { return nil }
    self.init(
      identifier: identifier, parents: entry.parents.compactMap(UTType.init), extensions: entry.extensions,
      mimeTypes: entry.mimeTypes)
  }

  /// A type of the table, as every static member is.
  init(known identifier: String) {
    guard let type = UTType(identifier) else { preconditionFailure("\(identifier) is not in UTType's table") }
    self = type
  }

  /// The type of files with this extension (any case) that conforms to `supertype`; for an
  /// extension the table does not have, a dynamic type that conforms to `supertype`.
  public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
    let tag = filenameExtension.lowercased()
    self =
      Self.tabled(conformingTo: supertype) { $0.extensions.contains(tag) }
      ?? UTType(identifier: "dyn.extension.\(tag)", parents: [supertype], extensions: [tag])
  }

  /// The type of data with this MIME type (any case) that conforms to `supertype`; for a MIME
  /// type the table does not have, a dynamic type that conforms to `supertype`.
  public init?(mimeType: String, conformingTo supertype: UTType = .data) {
    let tag = mimeType.lowercased()
    self =
      Self.tabled(conformingTo: supertype) { $0.mimeTypes.contains(tag) }
      ?? UTType(identifier: "dyn.mime.\(tag)", parents: [supertype], mimeTypes: [tag])
  }

  /// The table's type whose entry matches and that conforms to `supertype` (the first by
  /// identifier, so the answer does not depend on the dictionary's order).
  private static func tabled(conformingTo supertype: UTType, where matches: (Entry) -> Bool) -> UTType? {
    table.filter { matches($0.value) }.keys.sorted().lazy.compactMap(UTType.init).first { $0.conforms(to: supertype) }
  }

  /// A type the app declares and owns (in its Info.plist on Apple platforms). A type of the
  /// table keeps its declaration; another conforms to `parentType` only, with no extension
  /// or MIME type.
  public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self = UTType(identifier) ?? UTType(identifier: identifier, parents: parentType.map { [$0] } ?? [])
  }

  /// A type another app owns that this app uses; declared as with `init(exportedAs:)`.
  public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
    self.init(exportedAs: identifier, conformingTo: parentType)
  }

  /// The usual extension of files of this type, without the dot (nil if none is known).
  public var preferredFilenameExtension: String? { extensions.first }

  /// The usual MIME type of data of this type (nil if none is known).
  public var preferredMIMEType: String? { mimeTypes.first }

  /// Every type this type conforms to, directly or through its parents, not itself.
  public var supertypes: Set<UTType> {
    var found: Set<UTType> = []
    var pending = parents
    while let next = pending.popLast() {
      if found.insert(next).inserted { pending += next.parents }
    }
    return found
  }

  /// Whether this type is `type` or one of its descendants (`UTType.png.conforms(to: .image)`).
  public func conforms(to type: UTType) -> Bool { self == type || supertypes.contains(type) }

  /// Whether this type conforms to `type` and is not it.
  public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

  /// Whether `type` conforms to this type and is not it.
  public func isSupertype(of type: UTType) -> Bool { type.isSubtype(of: self) }

  /// Whether the type was made from an unknown filename extension or MIME type.
  public var isDynamic: Bool { identifier.hasPrefix("dyn.") }

  /// Whether the type is declared (not dynamic).
  public var isDeclared: Bool { !isDynamic }

  public var description: String { identifier }

  public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier == rhs.identifier }
  public func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
}

extension UTType {
  /// A type's declaration in the table: its direct parents, then its filename extensions
  /// and MIME types, the preferred one first.
  struct Entry: Sendable {
    var parents: [String]
    var extensions: [String] = []
    var mimeTypes: [String] = []
  }

  /// Vellum's declarations, with Apple's identifiers, parents, extensions and MIME types
  /// (the parents are simplified where Apple's go through a private type, such as HEIC's).
  static let table: [String: Entry] = [
    "public.item": Entry(parents: []),
    "public.content": Entry(parents: []),
    "public.composite-content": Entry(parents: ["public.content"]),
    "public.data": Entry(parents: ["public.item"]),
    "public.text": Entry(parents: ["public.data", "public.content"]),
    "public.plain-text": Entry(parents: ["public.text"], extensions: ["txt", "text"], mimeTypes: ["text/plain"]),
    "public.utf8-plain-text": Entry(parents: ["public.plain-text"]),
    "public.json": Entry(parents: ["public.text"], extensions: ["json"], mimeTypes: ["application/json"]),
    "public.xml": Entry(parents: ["public.text"], extensions: ["xml"], mimeTypes: ["application/xml", "text/xml"]),
    "com.apple.property-list": Entry(parents: ["public.data"], extensions: ["plist"]),
    "public.rtf": Entry(parents: ["public.text"], extensions: ["rtf"], mimeTypes: ["text/rtf"]),
    "public.html": Entry(parents: ["public.text"], extensions: ["html", "htm"], mimeTypes: ["text/html"]),
    "public.comma-separated-values-text": Entry(
      parents: ["public.text"], extensions: ["csv"], mimeTypes: ["text/csv"]),
    "public.tab-separated-values-text": Entry(
      parents: ["public.text"], extensions: ["tsv"], mimeTypes: ["text/tab-separated-values"]),
    "public.source-code": Entry(parents: ["public.plain-text"]),
    "public.swift-source": Entry(parents: ["public.source-code"], extensions: ["swift"]),
    "public.vcard": Entry(parents: ["public.text"], extensions: ["vcf", "vcard"], mimeTypes: ["text/vcard"]),
    "public.image": Entry(parents: ["public.data", "public.content"]),
    "public.png": Entry(parents: ["public.image"], extensions: ["png"], mimeTypes: ["image/png"]),
    "public.jpeg": Entry(parents: ["public.image"], extensions: ["jpeg", "jpg", "jpe"], mimeTypes: ["image/jpeg"]),
    "public.heic": Entry(parents: ["public.image"], extensions: ["heic"], mimeTypes: ["image/heic"]),
    "com.compuserve.gif": Entry(parents: ["public.image"], extensions: ["gif"], mimeTypes: ["image/gif"]),
    "public.tiff": Entry(parents: ["public.image"], extensions: ["tiff", "tif"], mimeTypes: ["image/tiff"]),
    "org.webmproject.webp": Entry(parents: ["public.image"], extensions: ["webp"], mimeTypes: ["image/webp"]),
    "public.svg-image": Entry(parents: ["public.image"], extensions: ["svg"], mimeTypes: ["image/svg+xml"]),
    "com.adobe.pdf": Entry(
      parents: ["public.data", "public.composite-content"], extensions: ["pdf"], mimeTypes: ["application/pdf"]),
    "public.spreadsheet": Entry(parents: ["public.content"]),
    "public.presentation": Entry(parents: ["public.composite-content"]),
    "public.url": Entry(parents: ["public.data"]),
    "public.file-url": Entry(parents: ["public.url"]),
    "public.directory": Entry(parents: ["public.item"]),
    "public.folder": Entry(parents: ["public.directory"]),
    "public.audiovisual-content": Entry(parents: ["public.data", "public.content"]),
    "public.movie": Entry(parents: ["public.audiovisual-content"]),
    "public.video": Entry(parents: ["public.movie"]),
    "public.mpeg-4": Entry(parents: ["public.movie"], extensions: ["mp4"], mimeTypes: ["video/mp4"]),
    "com.apple.quicktime-movie": Entry(
      parents: ["public.movie"], extensions: ["mov", "qt"], mimeTypes: ["video/quicktime"]),
    "public.audio": Entry(parents: ["public.audiovisual-content"]),
    "public.mp3": Entry(parents: ["public.audio"], extensions: ["mp3"], mimeTypes: ["audio/mpeg"]),
    "public.archive": Entry(parents: ["public.data"]),
    "public.zip-archive": Entry(parents: ["public.archive"], extensions: ["zip"], mimeTypes: ["application/zip"]),
  ]

  public static let item = UTType(known: "public.item")
  public static let content = UTType(known: "public.content")
  public static let compositeContent = UTType(known: "public.composite-content")
  public static let data = UTType(known: "public.data")
  public static let text = UTType(known: "public.text")
  public static let plainText = UTType(known: "public.plain-text")
  public static let utf8PlainText = UTType(known: "public.utf8-plain-text")
  public static let json = UTType(known: "public.json")
  public static let xml = UTType(known: "public.xml")
  public static let propertyList = UTType(known: "com.apple.property-list")
  public static let rtf = UTType(known: "public.rtf")
  public static let html = UTType(known: "public.html")
  public static let commaSeparatedText = UTType(known: "public.comma-separated-values-text")
  public static let tabSeparatedText = UTType(known: "public.tab-separated-values-text")
  public static let sourceCode = UTType(known: "public.source-code")
  public static let swiftSource = UTType(known: "public.swift-source")
  public static let vCard = UTType(known: "public.vcard")
  public static let image = UTType(known: "public.image")
  public static let png = UTType(known: "public.png")
  public static let jpeg = UTType(known: "public.jpeg")
  public static let heic = UTType(known: "public.heic")
  public static let gif = UTType(known: "com.compuserve.gif")
  public static let tiff = UTType(known: "public.tiff")
  public static let webP = UTType(known: "org.webmproject.webp")
  public static let svg = UTType(known: "public.svg-image")
  public static let pdf = UTType(known: "com.adobe.pdf")
  public static let spreadsheet = UTType(known: "public.spreadsheet")
  public static let presentation = UTType(known: "public.presentation")
  public static let url = UTType(known: "public.url")
  public static let fileURL = UTType(known: "public.file-url")
  public static let directory = UTType(known: "public.directory")
  public static let folder = UTType(known: "public.folder")
  public static let audiovisualContent = UTType(known: "public.audiovisual-content")
  public static let movie = UTType(known: "public.movie")
  public static let video = UTType(known: "public.video")
  public static let mpeg4Movie = UTType(known: "public.mpeg-4")
  public static let quickTimeMovie = UTType(known: "com.apple.quicktime-movie")
  public static let audio = UTType(known: "public.audio")
  public static let mp3 = UTType(known: "public.mp3")
  public static let archive = UTType(known: "public.archive")
  public static let zip = UTType(known: "public.zip-archive")
}
