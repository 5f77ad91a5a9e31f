import Foundation

/// Watches whether the app can reach the network, as apps show an offline banner.
///
/// Apple's monitor reports the device's real interfaces, first soon after `start(queue:)`
/// and again whenever they change. A preview sees what an Xcode preview on a Mac sees, the
/// same on every run: a satisfied path over Wi-Fi (`en0`), not expensive, not constrained,
/// with IPv4, IPv6 and DNS. A monitor that requires another kind of interface (cellular,
/// wired Ethernet) gets an unsatisfied path. Set `VELLUM_NETWORK=offline` to preview the
/// offline state (every monitor unsatisfied) or `VELLUM_NETWORK=cellular` for cellular data
/// (`pdp_ip0`, expensive).
///
/// The handler is called once, with that path, on the given queue, before `start(queue:)`
/// returns (Apple calls it a moment later): a still frame has no later moment, and a handler
/// running beside the render would make it differ from run to run. What the handler sets
/// directly is in the frame; what it hands to `DispatchQueue.main.async` or a `Task` arrives
/// after the frame, as any main-queue work does in Vellum. The path never changes after that.
public final class NWPathMonitor: @unchecked Sendable {
  private let requiredType: NWInterface.InterfaceType?
  private let prohibitedTypes: [NWInterface.InterfaceType]
  private let lock = NSLock()
  private var handler: (@Sendable (NWPath) -> Void)?
  private var startedQueue: DispatchQueue?
  private var cancelled = false

  /// A monitor of the paths over any interface.
  public init() { (requiredType, prohibitedTypes) = (nil, []) }
  /// A monitor of the paths over one kind of interface.
  public init(requiredInterfaceType: NWInterface.InterfaceType) {
    (requiredType, prohibitedTypes) = (requiredInterfaceType, [])
  }
  /// A monitor of the paths over any interface but these kinds.
  public init(prohibitedInterfaceTypes: [NWInterface.InterfaceType]) {
    (requiredType, prohibitedTypes) = (nil, prohibitedInterfaceTypes)
  }

  /// Called with the path once the monitor starts (see the type's notes).
  @preconcurrency public var pathUpdateHandler: (@Sendable (_ newPath: NWPath) -> Void)? {
    get { lock.withLock { handler } }
    set { lock.withLock { handler = newValue } }
  }

  /// Called when the monitor is cancelled; Vellum calls it from `cancel()`, on the queue.
  @preconcurrency public var cancelHandler: (@Sendable () -> Void)?

  /// The queue the monitor was started on, nil before.
  public var queue: DispatchQueue? { lock.withLock { startedQueue } }

  /// The path the monitor sees: the preview's path (see the type's notes) as soon as the
  /// monitor exists, as Apple's is once it has started.
  public var currentPath: NWPath {
    let path = Self.previewPath(ProcessInfo.processInfo.environment["VELLUM_NETWORK"])
    let usable = path.availableInterfaces.filter { interface in
      (requiredType.map { interface.type == $0 } ?? true) && !prohibitedTypes.contains(interface.type)
    }
    guard let first = usable.first else { return .unsatisfied }
    return .satisfied(over: first, expensive: path.isExpensive)
  }

  /// Starts the monitor: the handler gets the current path once, on `queue`. A monitor
  /// starts once; starting it again, or after `cancel()`, does nothing, as Apple's.
  public func start(queue: DispatchQueue) {
    let handler: (@Sendable (NWPath) -> Void)? = lock.withLock {
      guard startedQueue == nil, !cancelled else { return nil }
      startedQueue = queue
      return self.handler
    }
    guard let handler else { return }
    let path = currentPath
    Self.run(on: queue) { handler(path) }
  }

  /// Stops the monitor; no handler is called after it but the cancel handler.
  public func cancel() {
    let queue: DispatchQueue? = lock.withLock {
      guard !cancelled else { return nil }
      cancelled = true
      return startedQueue
    }
    guard let cancelHandler else { return }
    if let queue { Self.run(on: queue, cancelHandler) } else { cancelHandler() }
  }

  /// Runs `work` on `queue` before returning; for the main queue, in place, since a render
  /// holds the main thread (`sync` would wait for it forever).
  private static func run(on queue: DispatchQueue, _ work: () -> Void) {
    if queue === DispatchQueue.main { work() } else { queue.sync(execute: work) }
  }

  /// The path a preview has, from `VELLUM_NETWORK`: Wi-Fi unless it says `offline` or
  /// `cellular`.
  static func previewPath(_ setting: String?) -> NWPath {
    switch setting?.lowercased() {
    case "offline"?: .unsatisfied
    case "cellular"?: .satisfied(over: NWInterface(type: .cellular, name: "pdp_ip0", index: 2), expensive: true)
    default: .satisfied(over: NWInterface(type: .wifi, name: "en0", index: 1), expensive: false)
    }
  }
}
