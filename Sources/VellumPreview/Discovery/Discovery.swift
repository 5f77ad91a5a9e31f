import Foundation
import Vellum

extension Preview {
  /// Every `#Preview` and every `PreviewProvider` in the modules this process links, found
  /// through the Swift runtime's conformance records, in a stable order (by module; in each,
  /// `#Preview`s by file and line, then providers by type name and child) with unique names:
  ///
  /// - a named `#Preview` or a `.previewDisplayName(_:)` keeps its name;
  /// - an unnamed `#Preview` is named after its file, numbered from the second one on
  ///   (`ContentView`, `ContentView 2`); a `PreviewProvider`'s children likewise after its
  ///   type less `_Previews`;
  /// - names that still clash get their file or type in front (`LoginView - Dark`), then a
  ///   number.
  public static var discovered: [Preview] { Discovery.all }

  /// The discovered previews declared in one module.
  public static func discovered(inModule module: String) -> [Preview] {
    Discovery.all.filter { $0.module == module }
  }
}

enum Discovery {
  /// Discovery reads the runtime's records once per process.
  nonisolated(unsafe) static let all: [Preview] = find()

  /// One preview before naming: where it comes from, the name it asks for, how to make it.
  struct Found {
    var module: String
    /// 0 for `#Preview` (sorted by file and line), 1 for `PreviewProvider` (by type name),
    /// 2 for an `App`.
    var kind: Int
    var source: String
    var position: Int
    var ownName: String?
    var fallbackName: String
    var canvas: Canvas
    var traits: [PreviewTrait<Preview.ViewTraits>]
    var make: () -> AnyView
  }

  /// The previews, less those of the providers named in `skipped` (qualified type names:
  /// providers whose `previews` trapped in a worker). With `announce`, each provider's name
  /// goes to standard error before its `previews` runs, so a worker that traps there says
  /// which provider it was.
  static func find(skipping skipped: Set<String> = [], announce: Bool = false) -> [Preview] {
    var found: [Found] = []
    for type in conformingTypes(toVellumProtocol: "_PreviewRegistry") {
      guard let registry = type as? any _PreviewRegistry.Type else { continue }
      let declaration = registry._preview
      let parts = declaration.fileID.split(separator: "/")
      let file = (parts.last.map(String.init) ?? declaration.fileID).replacingOccurrences(of: ".swift", with: "")
      found.append(
        Found(
          module: parts.count > 1 ? String(parts[0]) : "", kind: 0, source: declaration.fileID,
          position: declaration.line,
          ownName: declaration.name, fallbackName: file, canvas: canvas(for: declaration.traits),
          traits: declaration.traits, make: declaration.makeView))
    }
    for type in conformingTypes(toVellumProtocol: "PreviewProvider") {
      guard let provider = type as? any PreviewProvider.Type else { continue }
      let name = String(reflecting: provider)
      guard !skipped.contains(name) else { continue }
      if announce { FileHandle.standardError.write(Data("\(SelfWorker.announcement)\(name)\n".utf8)) }
      found += previews(of: provider)
    }
    for type in conformingTypes(toVellumProtocol: "App") {
      guard let app = type as? any App.Type else { continue }
      found.append(preview(of: app))
    }
    found.sort { ($0.module, $0.kind, $0.source, $0.position) < ($1.module, $1.kind, $1.source, $1.position) }
    return name(found)
  }

  static func previews<P: PreviewProvider>(of provider: P.Type) -> [Found] {
    let qualified = String(reflecting: provider)
    let module = qualified.split(separator: ".").first.map(String.init) ?? ""
    let base = baseName(of: String(describing: provider))
    return _previewSettings(of: { P.previews }).enumerated().map { index, settings in
      var traits: [PreviewTrait<Preview.ViewTraits>] = []
      if let scheme = settings.colorScheme { traits.append(.colorScheme(scheme)) }
      if let layout = settings.layout { traits.append(.layout(layout)) }
      if let orientation = settings.orientation { traits.append(.orientation(orientation)) }
      return Found(
        module: module, kind: 1, source: qualified, position: index, ownName: settings.displayName, fallbackName: base,
        canvas: canvas(for: traits, device: settings.device), traits: traits,
        make: { AnyView(_PreviewChild({ P.previews }, index: index)) })
    }
  }

  /// An app's preview: the first window of its scene, on the default device, named after
  /// the app type. The app is made (its `init()` and `body` run) each time it renders.
  static func preview<A: App>(of app: A.Type) -> Found {
    let qualified = String(reflecting: app)
    return Found(
      module: qualified.split(separator: ".").first.map(String.init) ?? "", kind: 2, source: qualified, position: 0,
      ownName: nil, fallbackName: String(describing: app), canvas: canvas(for: []), traits: [],
      make: { AnyView(_AppWindow<A>()) })
  }

  /// The canvas traits ask for: the device (or the one a `PreviewDevice` names), turned for
  /// landscape, or the view's ideal size, or a fixed size.
  static func canvas(for traits: [PreviewTrait<Preview.ViewTraits>], device named: PreviewDevice? = nil) -> Canvas {
    var device = named.flatMap(Device.init(previewDevice:)) ?? .iPhone15
    var layout = PreviewLayout.device
    for trait in traits {
      switch trait.kind {
      case .layout(let value): layout = value
      case .orientation(let orientation) where orientation.isLandscape: device = device.landscape
      default: break
      }
    }
    switch layout {
    case .device: return .device(device)
    case .sizeThatFits: return .sizeThatFits
    case .fixed(let width, let height): return .fixed(width: width, height: height)
    }
  }

  /// Gives every preview a unique name, as `Preview.discovered` describes.
  static func name(_ found: [Found]) -> [Preview] {
    var unnamedCount: [String: Int] = [:]
    var names: [String] = found.map { item in
      if let own = item.ownName { return own }
      let key = "\(item.source)"
      let count = (unnamedCount[key] ?? 0) + 1
      unnamedCount[key] = count
      return count == 1 ? item.fallbackName : "\(item.fallbackName) \(count)"
    }
    let clashing = Dictionary(grouping: names.indices, by: { names[$0] }).filter { $0.value.count > 1 }
    for indices in clashing.values {
      for index in indices where found[index].ownName != nil {
        names[index] = "\(found[index].fallbackName) - \(names[index])"
      }
    }
    var seen: [String: Int] = [:]
    for index in names.indices {
      let count = (seen[names[index]] ?? 0) + 1
      seen[names[index]] = count
      if count > 1 { names[index] = "\(names[index]) \(count)" }
    }
    return zip(found, names).map { item, name in
      Preview(
        name, canvas: item.canvas, traits: item.traits, module: item.module, source: item.source, make: item.make)
    }
  }
}
