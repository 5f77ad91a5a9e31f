import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// The entities of an Xcode data model (`Model.xcdatamodeld`), read from its current
/// version's `contents` XML.
struct DataModel {
  struct Attribute {
    var name: String
    var type: String
    var scalar: Bool
    var defaultValue: String?
    var customClass: String?
  }

  struct Relationship {
    var name: String
    var destination: String
    var inverse: String?
    var toMany: Bool
    var ordered: Bool
  }

  struct Entity {
    var name: String
    var className: String
    var parent: String?
    /// `class` (Xcode writes the class and its properties), `category` (the properties; the
    /// app writes the class), or nil (the app writes both by hand).
    var codegen: String?
    var attributes: [Attribute] = []
    var relationships: [Relationship] = []
  }

  var entities: [Entity]

  struct ReadError: Error, CustomStringConvertible {
    let description: String
  }

  /// Reads a `.xcdatamodeld` (its current version, or the last in name order) or a
  /// `.xcdatamodel` folder.
  init(contentsOf url: URL) throws {
    var model = url
    if url.pathExtension == "xcdatamodeld" {
      let versions = ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [])
        .filter { $0.hasSuffix(".xcdatamodel") }.sorted()
      var current = versions.last
      let pointer = url.appendingPathComponent(".xccurrentversion")
      if let data = FileManager.default.contents(atPath: pointer.path),
        let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
        let name = plist["_XCCurrentVersionName"] as? String, versions.contains(name)
      {
        current = name
      }
      guard let current else { throw ReadError(description: "\(url.path): no .xcdatamodel version inside") }
      model = url.appendingPathComponent(current)
    }
    let contents = model.appendingPathComponent("contents")
    guard let data = FileManager.default.contents(atPath: contents.path) else {
      throw ReadError(description: "\(contents.path): cannot be read")
    }
    let reader = ContentsReader()
    let parser = XMLParser(data: data)
    parser.delegate = reader
    guard parser.parse(), reader.closed else {
      throw ReadError(
        description: "\(contents.path): not a data model (\(parser.parserError.map { "\($0)" } ?? "bad XML"))")
    }
    entities = reader.entities
  }

  /// Collects entities, attributes and relationships as the parser meets them.
  final class ContentsReader: NSObject, XMLParserDelegate {
    var entities: [Entity] = []
    /// Whether the `model` element ended (a cut-off file does not).
    var closed = false

    func parser(
      _ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?
    ) {
      if element == "model" { closed = true }
    }

    /// A represented class name as Swift names it: Xcode writes `.Item` for "current module"
    /// and `App.Item` for a module's class.
    static func className(_ name: String) -> String {
      String(name.split(separator: ".").last ?? Substring(name))
    }

    func parser(
      _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
      attributes: [String: String]
    ) {
      switch element {
      case "entity":
        guard let name = attributes["name"] else { return }
        entities.append(
          Entity(
            name: name, className: Self.className(attributes["representedClassName"] ?? name),
            parent: attributes["parentEntity"],
            codegen: attributes["codeGenerationType"]))
      case "attribute":
        guard let name = attributes["name"], !entities.isEmpty else { return }
        entities[entities.count - 1].attributes.append(
          Attribute(
            name: name, type: attributes["attributeType"] ?? "Undefined",
            scalar: attributes["usesScalarValueType"] != "NO", defaultValue: attributes["defaultValueString"],
            customClass: attributes["customClassName"]))
      case "relationship":
        guard let name = attributes["name"], !entities.isEmpty else { return }
        entities[entities.count - 1].relationships.append(
          Relationship(
            name: name, destination: attributes["destinationEntity"] ?? "NSManagedObject",
            inverse: attributes["inverseName"], toMany: attributes["toMany"] == "YES",
            ordered: attributes["ordered"] == "YES"))
      default: break
      }
    }
  }
}
