import Foundation

/// `for await path in monitor` (Apple's since iOS 17): the monitor's current path, then
/// nothing more, since a preview's path never changes; the loop waits until its task is
/// cancelled, as Apple's waits for the next change.
extension NWPathMonitor: AsyncSequence {
  public typealias Element = NWPath

  public struct Iterator: AsyncIteratorProtocol {
    var paths: AsyncStream<NWPath>.Iterator
    public mutating func next() async -> NWPath? { await paths.next() }
  }

  public func makeAsyncIterator() -> Iterator {
    let (stream, continuation) = AsyncStream.makeStream(of: NWPath.self)
    continuation.yield(currentPath)
    return Iterator(paths: stream.makeAsyncIterator())
  }
}
