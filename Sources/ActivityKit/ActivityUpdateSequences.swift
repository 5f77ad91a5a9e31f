import Foundation

extension Activity {
  /// Activities started or found while the app runs (`Activity.activityUpdates`): none ever
  /// come; the sequence ends when its task is cancelled.
  public struct ActivityUpdates: AsyncSequence, Sendable {
    public typealias Element = Activity<Attributes>
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    public struct AsyncIterator: AsyncIteratorProtocol {
      public mutating func next() async -> Element? {
        await PendingUpdates.untilCancelled()
        return nil
      }
    }
  }

  /// Push tokens as the system issues them (`pushTokenUpdates`, `pushToStartTokenUpdates`):
  /// a preview registers with no push service, so none come.
  public struct PushTokenUpdates: AsyncSequence, Sendable {
    public typealias Element = Data
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    public struct AsyncIterator: AsyncIteratorProtocol {
      public mutating func next() async -> Data? {
        await PendingUpdates.untilCancelled()
        return nil
      }
    }
  }

  /// An activity's content as it is updated (`contentUpdates`): none come.
  public struct ContentUpdates: AsyncSequence, Sendable {
    public typealias Element = ActivityContent<Attributes.ContentState>
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    public struct AsyncIterator: AsyncIteratorProtocol {
      public mutating func next() async -> Element? {
        await PendingUpdates.untilCancelled()
        return nil
      }
    }
  }

  /// An activity's content state as it is updated (`contentStateUpdates`, before iOS 16.2):
  /// none come.
  public struct ContentStateUpdates: AsyncSequence, Sendable {
    public typealias Element = Attributes.ContentState
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    public struct AsyncIterator: AsyncIteratorProtocol {
      public mutating func next() async -> Element? {
        await PendingUpdates.untilCancelled()
        return nil
      }
    }
  }

  /// An activity's state as it changes (`activityStateUpdates`): none come.
  public struct ActivityStateUpdates: AsyncSequence, Sendable {
    public typealias Element = ActivityState
    public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    public struct AsyncIterator: AsyncIteratorProtocol {
      public mutating func next() async -> ActivityState? {
        await PendingUpdates.untilCancelled()
        return nil
      }
    }
  }
}
