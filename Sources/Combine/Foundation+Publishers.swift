import Foundation

// `URLSession` and `URLRequest`: Apple's Foundation has them, Linux's keeps them in
// FoundationNetworking, so a view model importing Foundation and Combine finds them here.
#if canImport(FoundationNetworking)
  @_exported import FoundationNetworking
#endif

extension Timer {
  /// A publisher of the dates a repeating timer fires at, as Combine's `Timer.publish`:
  /// it would first fire after `interval`, after the frame, so a render sees no value.
  public static func publish(
    every interval: TimeInterval, tolerance: TimeInterval? = nil, on runLoop: RunLoop, in mode: RunLoop.Mode,
    options: RunLoop.SchedulerOptions? = nil
  ) -> TimerPublisher {
    TimerPublisher(interval: interval)
  }

  /// Combine's `Timer.TimerPublisher`: a connectable publisher of firing dates.
  public final class TimerPublisher: Publisher {
    public typealias Output = Date
    public typealias Failure = Never
    public let interval: TimeInterval
    init(interval: TimeInterval) { self.interval = interval }

    /// Starts the timer when the first subscriber arrives.
    public func autoconnect() -> AnyPublisher<Date, Never> { eraseToAnyPublisher() }
    /// Starts the timer; cancel the result to stop it.
    public func connect() -> Cancellable { AnyCancellable {} }

    public func _subscribe(_ receive: @escaping (_PublisherEvent<Date, Never>) -> Void) -> AnyCancellable {
      AnyCancellable {}
    }
  }
}

extension NotificationCenter {
  /// The notifications posted with `name` (and from `object`, when given), delivered as they
  /// are posted.
  public func publisher(for name: Notification.Name, object: AnyObject? = nil) -> Publisher {
    Publisher(center: self, name: name, object: object)
  }

  /// Combine's `NotificationCenter.Publisher`: the notifications of one name, delivered on the
  /// posting thread as they are posted.
  public struct Publisher: Combine.Publisher {
    public typealias Output = Notification
    public typealias Failure = Never

    public let center: NotificationCenter
    public let name: Notification.Name
    public let object: AnyObject?

    public init(center: NotificationCenter, name: Notification.Name, object: AnyObject? = nil) {
      self.center = center
      self.name = name
      self.object = object
    }

    public func _subscribe(_ receive: @escaping (_PublisherEvent<Notification, Never>) -> Void) -> AnyCancellable {
      // Delivered on the posting thread, as Combine does; the subscriber is not `Sendable`.
      nonisolated(unsafe) let receive = receive
      let center = center
      let token = center.addObserver(forName: name, object: object, queue: nil) { receive(.value($0)) }
      return AnyCancellable { center.removeObserver(token) }
    }
  }
}

extension URLSession {
  /// Combine's `URLSession.DataTaskPublisher`: a render makes no network requests, so it
  /// sends nothing (no value, no completion).
  public struct DataTaskPublisher: Publisher {
    public typealias Output = (data: Data, response: URLResponse)
    public typealias Failure = URLError
    public let request: URLRequest
    public let session: URLSession

    public func _subscribe(_ receive: @escaping (_PublisherEvent<Output, URLError>) -> Void) -> AnyCancellable {
      AnyCancellable {}
    }
  }

  public func dataTaskPublisher(for request: URLRequest) -> DataTaskPublisher {
    DataTaskPublisher(request: request, session: self)
  }

  public func dataTaskPublisher(for url: URL) -> DataTaskPublisher {
    DataTaskPublisher(request: URLRequest(url: url), session: self)
  }
}
