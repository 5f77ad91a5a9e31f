import Foundation
@testable import Network
import Testing
import Vellum

/// `NWPathMonitor` in a preview: the path an Xcode preview on a Mac sees (satisfied, over
/// Wi-Fi), handed to the handler once, on the monitor's queue, before `start` returns.
@Suite struct NetworkTests {
  /// An offline banner's model, as apps write it.
  final class ConnectionModel: @unchecked Sendable {
    var isConnected = false
    var onQueue = false
    var calls = 0
    let monitor = NWPathMonitor()
    let queue = DispatchQueue(label: "Monitor")
    static let key = DispatchSpecificKey<String>()

    init() {
      queue.setSpecific(key: Self.key, value: "monitor")
      monitor.pathUpdateHandler = { [self] path in
        isConnected = path.status == .satisfied
        onQueue = DispatchQueue.getSpecific(key: Self.key) == "monitor"
        calls += 1
      }
      monitor.start(queue: queue)
    }
  }

  @Test func theHandlerGetsAConnectedPathOnceOnItsQueue() {
    let model = ConnectionModel()
    #expect(model.isConnected && model.onQueue && model.calls == 1)
    model.monitor.start(queue: model.queue)
    #expect(model.calls == 1, "a monitor starts once")
    #expect(model.monitor.queue === model.queue)
  }

  @Test func thePreviewPathIsWiFi() {
    let path = NWPathMonitor().currentPath
    #expect(path.status == .satisfied)
    #expect(path.usesInterfaceType(.wifi) && !path.usesInterfaceType(.cellular))
    #expect(!path.isExpensive && !path.isConstrained)
    #expect(path.supportsIPv4 && path.supportsIPv6 && path.supportsDNS)
    #expect(path.availableInterfaces.map(\.name) == ["en0"])
    #expect(path.availableInterfaces.first?.type == .wifi)
  }

  @Test func aRequiredInterfaceThePreviewLacksIsUnsatisfied() {
    #expect(NWPathMonitor(requiredInterfaceType: .cellular).currentPath.status == .unsatisfied)
    #expect(NWPathMonitor(requiredInterfaceType: .cellular).currentPath.availableInterfaces.isEmpty)
    #expect(NWPathMonitor(requiredInterfaceType: .wifi).currentPath.status == .satisfied)
    #expect(NWPathMonitor(prohibitedInterfaceTypes: [.wifi]).currentPath.status == .unsatisfied)
  }

  @Test func theEnvironmentPicksOfflineOrCellular() {
    let offline = NWPathMonitor.previewPath("offline")
    #expect(offline.status == .unsatisfied && !offline.supportsDNS)
    let cellular = NWPathMonitor.previewPath("cellular")
    #expect(cellular.status == .satisfied && cellular.usesInterfaceType(.cellular) && cellular.isExpensive)
  }

  @Test func aCancelledMonitorCallsOnlyItsCancelHandler() {
    let monitor = NWPathMonitor()
    let calls = Counter()
    monitor.pathUpdateHandler = { _ in calls.add("path") }
    monitor.cancelHandler = { calls.add("cancel") }
    monitor.cancel()
    monitor.start(queue: DispatchQueue(label: "late"))
    #expect(calls.names == ["cancel"])
  }

  @Test func theSequenceYieldsThePath() async {
    var paths = NWPathMonitor().makeAsyncIterator()
    #expect(await paths.next()?.status == .satisfied)
  }

  /// A thread-safe record of calls.
  final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []
    func add(_ name: String) { lock.withLock { recorded.append(name) } }
    var names: [String] { lock.withLock { recorded } }
  }
}
