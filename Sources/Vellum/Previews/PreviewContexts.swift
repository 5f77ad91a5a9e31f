import Foundation

/// The shared contexts of `PreviewModifier`s, one per modifier type in a process, as
/// SwiftUI keeps one per type for every preview that uses it.
///
/// SwiftUI makes a context asynchronously before the preview shows. Vellum renders
/// synchronously, on a thread that holds the main actor's isolation while the process's main
/// thread waits for it, so it runs `makeSharedContext()` at once (`Task.immediate`): a context
/// that only builds objects (a container and its sample data, a view model) is ready before
/// the view resolves. One that suspends (awaiting another actor, a timer, the network) would
/// resume on the main thread, which cannot run until the render ends: its preview is drawn
/// without the modifier, and the render says so.
@MainActor enum PreviewContexts {
  private static var made: [ObjectIdentifier: Result<Any, any Error>] = [:]

  /// The shared context of `Modifier`, made on first use.
  static func context<Modifier: PreviewModifier>(of _: Modifier.Type) -> Result<Modifier.Context, any Error> {
    let key = ObjectIdentifier(Modifier.self)
    if made[key] == nil { made[key] = make(Modifier.self) }
    return made[key]!.map { $0 as! Modifier.Context }
  }

  private static func make<Modifier: PreviewModifier>(_: Modifier.Type) -> Result<Any, any Error> {
    let outcome = Outcome()
    Task.immediate { @MainActor in
      do {
        let context = try await Modifier.makeSharedContext()
        outcome.set(.success(UncheckedBox(context as Any)))
      } catch {
        outcome.set(.failure(error))
      }
    }
    guard let result = outcome.get() else { return .failure(PreviewContextError.suspended) }
    return result.map(\.value)
  }
}

/// Why a shared context is missing.
enum PreviewContextError: Error, CustomStringConvertible {
  case suspended

  var description: String {
    "it suspended (awaiting another actor, a timer or the network); Vellum makes a shared context while the "
      + "render waits, so only one made without suspending is ready"
  }
}

/// The result of a context's task, set on whichever thread finishes it.
private final class Outcome: @unchecked Sendable {
  private let lock = NSLock()
  private var result: Result<UncheckedBox<Any>, any Error>?

  func set(_ value: Result<UncheckedBox<Any>, any Error>) { lock.withLock { result = value } }
  func get() -> Result<UncheckedBox<Any>, any Error>? { lock.withLock { result } }
}
