import Foundation

extension NotificationCenter {
  /// The notifications posted with `name` (and from `object`, when given), as an
  /// asynchronous sequence, as Apple's Foundation gives them (`for await _ in
  /// center.notifications(named: …)`); Linux's Foundation lacks it. A render draws one frame,
  /// so a loop over it waits past the frame unless something is posted while it renders.
  public func notifications(named name: Notification.Name, object: AnyObject? = nil) -> Notifications {
    Notifications(center: self, name: name, object: object)
  }

  /// The asynchronous sequence of one name's notifications (Apple's
  /// `NotificationCenter.Notifications`).
  public struct Notifications: AsyncSequence {
    public typealias Element = Notification
    let center: NotificationCenter
    let name: Notification.Name
    let object: AnyObject?

    public func makeAsyncIterator() -> Iterator {
      // Delivered on the posting thread into the stream; the notification is not `Sendable`.
      let (stream, continuation) = AsyncStream<UncheckedNotification>.makeStream()
      let token = center.addObserver(forName: name, object: object, queue: nil) {
        continuation.yield(UncheckedNotification(notification: $0))
      }
      return Iterator(base: stream.makeAsyncIterator(), observer: Observer(center: center, token: token))
    }

    public struct Iterator: AsyncIteratorProtocol {
      var base: AsyncStream<UncheckedNotification>.Iterator
      let observer: Observer
      public mutating func next() async -> Notification? { await base.next()?.notification }
    }
  }

  /// Removes the observer when the iteration ends.
  public final class Observer: @unchecked Sendable {
    let center: NotificationCenter
    let token: NSObjectProtocol
    init(center: NotificationCenter, token: NSObjectProtocol) {
      self.center = center
      self.token = token
    }
    deinit { center.removeObserver(token) }
  }

  struct UncheckedNotification: @unchecked Sendable {
    let notification: Notification
  }
}
