import Foundation
import Vellum

extension Preview {
  /// The previews of one module, as `discovered(inModule:)` finds them, with each
  /// `PreviewProvider`'s `previews` first run in a worker copy of this process: a provider
  /// whose `previews` traps (a missing bundle file is a `fatalError` in many apps) does not
  /// take this process down. It becomes one preview, named after the provider, that fails
  /// with the trap's message when it renders, in a worker, where a batch reports it by name
  /// and goes on. Xcode's canvas likewise shows that one provider failing.
  public static func safelyDiscovered(inModule module: String) -> [Preview] {
    let (previews, failures) = SelfWorker.discovery
    let failed = failures.filter { $0.provider.hasPrefix(module + ".") }.map { failure in
      Preview(
        Discovery.baseName(of: failure.provider), canvas: .device(.iPhone15), traits: [], module: module,
        source: failure.provider,
        make: { fatalError("\(failure.provider).previews trapped while its previews were found: \(failure.message)") })
    }
    return previews.filter { $0.module == module } + failed
  }
}

extension Discovery {
  /// A provider's name as its previews are named: its type without `_Previews`.
  static func baseName(of qualified: String) -> String {
    var base = String(qualified.split(separator: ".").last ?? Substring(qualified))
    for suffix in ["_Previews", "Previews", "_Preview"] where base.hasSuffix(suffix) && base.count > suffix.count {
      base = String(base.dropLast(suffix.count))
      break
    }
    return base
  }
}
