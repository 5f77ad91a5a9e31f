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
    let (previews, failures) = safeDiscovery
    let failed = failures.filter { $0.provider.hasPrefix(module + ".") }.map { failure in
      Preview(
        Discovery.baseName(of: failure.provider), canvas: .device(.iPhone15), traits: [], module: module,
        source: failure.provider,
        make: { fatalError("\(failure.provider).previews trapped while its previews were found: \(failure.message)") })
    }
    return previews.filter { $0.module == module } + failed
  }
}

/// The providers that trapped, as the first process to look found them, handed to its
/// worker processes in the environment (provider and message, each line one of each, tab
/// between), so a worker does not run discovery in a worker of its own again.
private let inheritedFailuresVariable = "VELLUM_DISCOVERY_FAILURES"

private nonisolated(unsafe) let safeDiscovery: (previews: [Preview], failures: [SelfWorker.DiscoveryFailure]) = {
  if let inherited = ProcessInfo.processInfo.environment[inheritedFailuresVariable] {
    let failures = inherited.split(separator: "\n").compactMap { line -> SelfWorker.DiscoveryFailure? in
      let parts = line.split(separator: "\t", maxSplits: 1)
      guard parts.count == 2 else { return nil }
      return SelfWorker.DiscoveryFailure(provider: String(parts[0]), message: String(parts[1]))
    }
    return (Discovery.find(skipping: Set(failures.map(\.provider))), failures)
  }
  let found = SelfWorker.discovery
  let lines = found.failures.map { failure in
    failure.provider + "\t"
      + failure.message.replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: "\t", with: " ")
  }
  setenv(inheritedFailuresVariable, lines.joined(separator: "\n"), 1)
  return found
}()

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
