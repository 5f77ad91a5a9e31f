import Foundation

/// The shared contexts of `PreviewModifier`s, one per modifier type in a process, as
/// SwiftUI keeps one per type for every preview that uses it.
///
/// SwiftUI makes a context asynchronously before the preview shows. Vellum makes it when a
/// preview's view is made (`prepare`), before the render:
///
/// - on the main thread (`vellum` commands, a worker), the main run loop runs until it is
///   done, whether or not it suspends (awaiting another actor, a timer, the network);
/// - on another thread (a test off the main actor), it runs on the main actor and is waited
///   for, which works while the main thread is free to run it.
///
/// A context still missing when the view resolves (a `@MainActor` test's) is made there at
/// once (`Task.immediate`); one that suspends then cannot finish (its continuation needs the
/// main actor, whose thread waits for the render), and its preview is drawn without the
/// modifier, with a diagnostic.
enum PreviewContexts {
  /// How long a context that suspends is waited for.
  static let timeout: TimeInterval = 10

  private static let lock = NSLock()
  nonisolated(unsafe) private static var made: [ObjectIdentifier: Result<UncheckedBox<Any>, any Error>] = [:]

  private static func stored(_ key: ObjectIdentifier) -> Result<UncheckedBox<Any>, any Error>? {
    lock.withLock { made[key] }
  }

  private static func store(_ result: Result<UncheckedBox<Any>, any Error>, _ key: ObjectIdentifier) {
    lock.withLock {
      if made[key] == nil { made[key] = result }
    }
  }

  /// Makes `Modifier`'s context ahead of a render. It starts at once (`Task.immediate`); one
  /// that suspends is waited for where the main actor can run it: on the main thread when
  /// the main run loop runs the main queue from here (the `vellum` command's and a worker's
  /// main code), on another thread when a main-actor job runs while it waits (a test off the
  /// main actor). Otherwise (a `@MainActor` test whose context suspends) it is left to the
  /// render.
  static func prepare<Modifier: PreviewModifier>(_: Modifier.Type) {
    let key = ObjectIdentifier(Modifier.self)
    guard stored(key) == nil, !isInsideRender else { return }
    let outcome = start(Modifier.self)
    let deadline = Date().addingTimeInterval(timeout)
    if Thread.isMainThread {
      if mainQueueRuns() {
        runMainLoop(until: deadline) { outcome.get() != nil }
        // What the context started and did not await (a `Task` that inserts the samples)
        // runs too, as it would before Xcode's preview shows.
        runMainLoop(until: Date().addingTimeInterval(0.05)) { false }
      }
    } else if outcome.get() == nil && mainActorRuns() {
      _ = outcome.wait(until: deadline)
    }
    if let result = outcome.get() { store(result, key) }
  }

  /// Whether the main run loop, run from here, runs the main queue's work: not when the
  /// caller is itself work the main queue is running.
  private static func mainQueueRuns() -> Bool {
    let probe = Outcome()
    DispatchQueue.main.async { probe.set(.success(UncheckedBox(()))) }
    runMainLoop(until: Date().addingTimeInterval(0.2)) { probe.get() != nil }
    return probe.get() != nil
  }

  /// Runs the main run loop until `done` or `deadline`.
  private static func runMainLoop(until deadline: Date, done: () -> Bool) {
    while !done() && Date() < deadline {
      _ = RunLoop.main.run(mode: .default, before: min(deadline, Date().addingTimeInterval(0.01)))
    }
  }

  /// Whether a job for the main actor runs while the caller, on another thread, waits: not
  /// when the caller holds the main actor (a `@MainActor` test, which need not run on the
  /// main thread), nor while other main-actor work keeps it busy for two seconds.
  private static func mainActorRuns() -> Bool {
    let probe = Outcome()
    Task { @MainActor in probe.set(.success(UncheckedBox(()))) }
    return probe.wait(until: Date().addingTimeInterval(2))
  }

  /// The shared context of `Modifier`, made at once if it is not ready.
  @MainActor static func context<Modifier: PreviewModifier>(of _: Modifier.Type) -> Result<
    Modifier.Context, any Error
  > {
    let key = ObjectIdentifier(Modifier.self)
    if stored(key) == nil {
      store(start(Modifier.self).get() ?? .failure(PreviewContextError.suspended), key)
    }
    return stored(key)!.map { $0.value as! Modifier.Context }
  }

  /// Starts `makeSharedContext()`, which runs until it first suspends before this returns
  /// when the caller holds the main actor.
  private static func start<Modifier: PreviewModifier>(_: Modifier.Type) -> Outcome {
    let outcome = Outcome()
    Task.immediate { @MainActor in
      do {
        outcome.set(.success(UncheckedBox(try await Modifier.makeSharedContext() as Any)))
      } catch {
        outcome.set(.failure(error))
      }
    }
    return outcome
  }
}

/// Why a shared context is missing.
enum PreviewContextError: Error, CustomStringConvertible {
  case suspended

  var description: String {
    "it suspended (an await that leaves the main actor: another actor, `MainActor.run`, a nonisolated async "
      + "function, a timer or the network) and had not finished when the preview "
      + "resolved; Vellum waits for such a context before a render that starts on the main thread, or on "
      + "another thread while the main thread is free"
  }
}

/// The result of a context's task, set on whichever thread finishes it.
private final class Outcome: @unchecked Sendable {
  private let condition = NSCondition()
  private var result: Result<UncheckedBox<Any>, any Error>?

  func set(_ value: Result<UncheckedBox<Any>, any Error>) {
    condition.withLock {
      result = value
      condition.broadcast()
    }
  }

  func get() -> Result<UncheckedBox<Any>, any Error>? { condition.withLock { result } }

  /// Waits for the result until `deadline`; whether it came.
  func wait(until deadline: Date) -> Bool {
    condition.withLock {
      while result == nil && condition.wait(until: deadline) {}
      return result != nil
    }
  }
}
