import Foundation

/// A time interval for scheduler operators, as Combine's `SchedulerTimeType.Stride`:
/// `.seconds(0.3)`, `.milliseconds(300)` or a number of seconds.
public struct SchedulerStride: Hashable, Sendable, Comparable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
  public var timeInterval: Double
  public init(_ seconds: Double) { timeInterval = seconds }
  public init(floatLiteral value: Double) { timeInterval = value }
  public init(integerLiteral value: Int) { timeInterval = Double(value) }
  public static func seconds(_ s: Double) -> SchedulerStride { SchedulerStride(s) }
  public static func seconds(_ s: Int) -> SchedulerStride { SchedulerStride(Double(s)) }
  public static func milliseconds(_ ms: Int) -> SchedulerStride { SchedulerStride(Double(ms) / 1e3) }
  public static func microseconds(_ us: Int) -> SchedulerStride { SchedulerStride(Double(us) / 1e6) }
  public static func nanoseconds(_ ns: Int) -> SchedulerStride { SchedulerStride(Double(ns) / 1e9) }
  public static func < (a: Self, b: Self) -> Bool { a.timeInterval < b.timeInterval }
}

/// Where and when a publisher delivers, as Combine's `Scheduler`.
///
/// A render runs no run loop and drains no queue while it draws, so what a queue or run
/// loop would deliver arrives after the frame: Vellum's operators drop it. Only
/// `ImmediateScheduler` delivers at once.
public protocol Scheduler {
  /// Whether events reach the subscriber during the render.
  var _deliversDuringRender: Bool { get }
}

extension DispatchQueue: Scheduler {
  public var _deliversDuringRender: Bool { false }
  /// Combine's time type for dispatch queues: a dispatch time; its `Stride` is Vellum's
  /// `SchedulerStride`.
  public struct SchedulerTimeType: Sendable {
    public typealias Stride = SchedulerStride
    public var dispatchTime: DispatchTime
    public init(_ time: DispatchTime) { dispatchTime = time }
  }
  public struct SchedulerOptions: Sendable { public init() {} }
}

extension RunLoop: Scheduler {
  public var _deliversDuringRender: Bool { false }
  public enum SchedulerTimeType { public typealias Stride = SchedulerStride }
  public struct SchedulerOptions: Sendable { public init() {} }
}

extension OperationQueue: Scheduler {
  public var _deliversDuringRender: Bool { false }
}

/// Delivers at once, on the sender's thread, as Combine's `ImmediateScheduler`.
public struct ImmediateScheduler: Scheduler, Sendable {
  public static let shared = ImmediateScheduler()
  public var _deliversDuringRender: Bool { true }
  public enum SchedulerTimeType { public typealias Stride = SchedulerStride }
}

extension Publisher {
  /// Delivers on `scheduler`: at once on `ImmediateScheduler`, else after the frame (never,
  /// in a render).
  public func receive<S: Scheduler>(on scheduler: S, options: Any? = nil) -> AnyPublisher<Output, Failure> {
    scheduled(scheduler)
  }

  /// Subscribes on `scheduler`; Vellum subscribes where it is asked.
  public func subscribe<S: Scheduler>(on scheduler: S, options: Any? = nil) -> AnyPublisher<Output, Failure> {
    eraseToAnyPublisher()
  }

  /// Publishes a value once `interval` has passed without another: after the frame.
  public func debounce<S: Scheduler>(for interval: SchedulerStride, scheduler: S, options: Any? = nil)
    -> AnyPublisher<Output, Failure>
  {
    scheduled(ImmediateScheduler.shared, drop: interval > 0)
  }

  /// Publishes at most one value per `interval`: the first arrives at once on
  /// `ImmediateScheduler`, the rest after the frame.
  public func throttle<S: Scheduler>(for interval: SchedulerStride, scheduler: S, latest: Bool)
    -> AnyPublisher<Output, Failure>
  {
    let first = self.first(where: { _ in true })
    return scheduler._deliversDuringRender ? first.eraseToAnyPublisher() : scheduled(scheduler)
  }

  /// Delays every event by `interval`: after the frame.
  public func delay<S: Scheduler>(for interval: SchedulerStride, scheduler: S, options: Any? = nil)
    -> AnyPublisher<Output, Failure>
  {
    scheduled(scheduler, drop: interval > 0)
  }

  /// Events as they would reach a subscriber during the render: all of them when the
  /// scheduler delivers at once, none otherwise.
  func scheduled<S: Scheduler>(_ scheduler: S, drop: Bool = false) -> AnyPublisher<Output, Failure> {
    let passes = scheduler._deliversDuringRender && !drop
    return relay { { event, emit in if passes { emit(event) } } }
  }
}
