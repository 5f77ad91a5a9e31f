import Combine
import Foundation
import Testing
import Vellum

/// Vellum's synchronous Combine: what a subscription sees while a render runs, as view
/// models in public SwiftUI code use it.
@Suite struct CombineTests {
  final class Recorder<T>: @unchecked Sendable {
    var values: [T] = []
    var completions = 0
  }

  @Test func justSendsItsValueThenFinishes() {
    let seen = Recorder<Int>()
    let subscription = Just(7).map { $0 * 2 }.sink(
      receiveCompletion: { _ in seen.completions += 1 }, receiveValue: { seen.values.append($0) })
    #expect(seen.values == [14] && seen.completions == 1)
    subscription.cancel()
  }

  @Test func subjectsSendToTheirSubscribersUntilCancelled() {
    let subject = PassthroughSubject<String, Never>()
    let seen = Recorder<String>()
    var bag = Set<AnyCancellable>()
    subject.filter { !$0.isEmpty }.removeDuplicates().sink { seen.values.append($0) }.store(in: &bag)
    for value in ["a", "a", "", "b", "a"] { subject.send(value) }
    #expect(seen.values == ["a", "b", "a"])
    bag.removeAll()
    subject.send("c")
    #expect(seen.values == ["a", "b", "a"], "releasing the cancellable ends the subscription")

    let current = CurrentValueSubject<Int, Never>(1)
    let counts = Recorder<Int>()
    let kept = current.dropFirst().sink { counts.values.append($0) }
    current.value = 2
    current.send(3)
    current.send(completion: .finished)
    current.send(4)
    #expect(counts.values == [2, 3], "the current value is dropped, nothing after completion")
    #expect(current.value == 3, "a completed subject ignores what is sent")
    kept.cancel()
  }

  final class SearchModel: ObservableObject {
    static let all = ["Apple", "Banana", "Cherry"]
    @Published var query = ""
    @Published var results: [String] = []
    @Published var debounced: [String] = ["waiting"]

    init() {
      $query.map { query in Self.all.filter { query.isEmpty || $0.contains(query) } }.assign(to: &$results)
      $query.debounce(for: .milliseconds(300), scheduler: RunLoop.main).map { [$0] }.assign(to: &$debounced)
    }
  }

  /// `$property` sends the current value at once and each new one; a debounce on the main
  /// run loop would deliver after the frame, so a render sees the value before it.
  /// `MergeMany` and `merge(with:)` pass on every value, finish when all have finished, and
  /// fail at the first failure.
  @Test func mergesSendEveryValueAndFinishOnce() {
    let first = PassthroughSubject<Int, Never>()
    let second = PassthroughSubject<Int, Never>()
    let seen = Recorder<Int>()
    let merged = Publishers.MergeMany(first, second).sink(
      receiveCompletion: { _ in seen.completions += 1 }, receiveValue: { seen.values.append($0) })
    first.send(1)
    second.send(2)
    first.send(completion: .finished)
    second.send(3)
    #expect(seen.values == [1, 2, 3] && seen.completions == 0, "one finished, the other still sends")
    second.send(completion: .finished)
    #expect(seen.completions == 1)
    merged.cancel()

    struct Broken: Error {}
    let failing = Recorder<Int>()
    let pair = Just(5).setFailureType(to: Broken.self).merge(with: Fail<Int, Broken>(error: Broken())).sink(
      receiveCompletion: { if case .failure = $0 { failing.completions += 1 } },
      receiveValue: { failing.values.append($0) })
    #expect(failing.values == [5] && failing.completions == 1)
    pair.cancel()
    let none = Recorder<Int>()
    _ = Publishers.MergeMany([Just<Int>]()).sink(
      receiveCompletion: { _ in none.completions += 1 }, receiveValue: { _ in })
    #expect(none.completions == 1, "a merge of nothing finishes at once")
  }

  /// `Publishers.CombineLatest` named as a type (a weather view model's coordinates): pairs of
  /// the latest values once both have sent, ended when both finish; `Merge` passes both on.
  @Test func combineLatestAndMergeAsTypes() {
    let refresh = PassthroughSubject<Bool, Never>()
    let place = CurrentValueSubject<String, Never>("Oslo")
    let pairs = Recorder<String>()
    let combined = Publishers.CombineLatest(refresh, place).sink(
      receiveCompletion: { _ in pairs.completions += 1 }, receiveValue: { pairs.values.append("\($0)-\($1)") })
    #expect(pairs.values.isEmpty, "nothing until both have sent")
    refresh.send(true)
    place.send("Bergen")
    refresh.send(false)
    #expect(pairs.values == ["true-Oslo", "true-Bergen", "false-Bergen"])
    refresh.send(completion: .finished)
    #expect(pairs.completions == 0, "one is still running")
    place.send(completion: .finished)
    #expect(pairs.completions == 1)
    combined.cancel()

    let three = Recorder<Int>()
    _ = Publishers.CombineLatest3(Just(1), Just(2), Just(3)).map { $0 + $1 + $2 }.sink { three.values.append($0) }
    _ = Just(10).combineLatest(Just(20), Just(30)) { $0 + $1 + $2 }.sink { three.values.append($0) }
    #expect(three.values == [6, 60])

    let preset = PassthroughSubject<String, Never>()
    let merged = Recorder<String>()
    let typed: Publishers.Merge<PassthroughSubject<String, Never>, Just<String>> = Publishers.Merge(
      preset, Just("here"))
    let merging = typed.sink { merged.values.append($0) }
    preset.send("saved")
    #expect(merged.values == ["here", "saved"])
    merging.cancel()
  }

  /// `flatMap` between a publisher that cannot fail and one that can, either way round (a
  /// weather model maps coordinates that never fail into network calls that can).
  @Test func flatMapAcrossFailureTypes() {
    struct Offline: Error {}
    let seen = Recorder<String>()
    var bag = Set<AnyCancellable>()
    Just(2).flatMap { Fail<String, Offline>(error: Offline()).prepend("\($0)") }
      .sink(
        receiveCompletion: { if case .failure = $0 { seen.completions += 1 } }, receiveValue: { seen.values.append($0) }
      )
      .store(in: &bag)
    Just(3).setFailureType(to: Offline.self).flatMap { Just("\($0)") }
      .sink(receiveCompletion: { _ in }, receiveValue: { seen.values.append($0) }).store(in: &bag)
    Just(4).flatMap { Just("\($0)") }.sink { seen.values.append($0) }.store(in: &bag)
    #expect(seen.values == ["2", "3", "4"] && seen.completions == 1, "the inner failure ends the stream")
  }

  @Test func collectGathersValuesUntilTheEnd() {
    let subject = PassthroughSubject<Int, Never>()
    let all = Recorder<[Int]>()
    let pairs = Recorder<[Int]>()
    let kept = [
      subject.collect().sink { all.values.append($0) }, subject.collect(2).sink { pairs.values.append($0) },
    ]
    for value in [1, 2, 3] { subject.send(value) }
    #expect(all.values.isEmpty && pairs.values == [[1, 2]], "nothing until the end; pairs as they fill")
    subject.send(completion: .finished)
    #expect(all.values == [[1, 2, 3]] && pairs.values == [[1, 2], [3]])
    _ = Publishers.MergeMany([Just(1), Just(2)]).collect().sink { all.values.append($0) }
    #expect(all.values.last == [1, 2])
    kept.forEach { $0.cancel() }
  }

  @Test func resultPublishersSendTheirResult() {
    let seen = Recorder<Int>()
    _ = Result<Int, Never>.Publisher(4).sink(
      receiveCompletion: { _ in seen.completions += 1 }, receiveValue: { seen.values.append($0) })
    struct Broken: Error {}
    _ = Result<Int, Broken>.failure(Broken()).publisher.sink(
      receiveCompletion: { if case .failure = $0 { seen.completions += 10 } }, receiveValue: { seen.values.append($0) })
    #expect(seen.values == [4] && seen.completions == 11)
  }

  @Test func publishedPropertiesPublishTheirValues() {
    let model = SearchModel()
    #expect(model.results == SearchModel.all)
    model.query = "an"
    #expect(model.results == ["Banana"])
    #expect(model.debounced == ["waiting"])
    let seen = Recorder<String>()
    let subscription = model.$query.sink { seen.values.append($0) }
    model.query = "e"
    #expect(seen.values == ["an", "e"])
    subscription.cancel()
  }

  @Test func aViewModelsInitialStateIsWhatTheRenderShows() {
    struct SearchList: View {
      @StateObject private var model = SearchModel()
      var body: some View { List(model.results, id: \.self) { Text($0) }.onReceive(model.$query) { _ in } }
    }
    let snapshot = LayoutSnapshot(of: SearchList(), proposal: ProposedViewSize(width: 393, height: 852))
    #expect(SearchModel.all.allSatisfy { snapshot.frames(ofText: $0).count == 1 })
  }

  @Test func futuresCombineLatestAndSchedulers() {
    let seen = Recorder<String>()
    var bag = Set<AnyCancellable>()
    Future<Int, Never> { promise in promise(.success(3)) }
      .combineLatest(Just("x")) { "\($1)\($0)" }
      .receive(on: ImmediateScheduler.shared)
      .sink { seen.values.append($0) }
      .store(in: &bag)
    Just("late").receive(on: DispatchQueue.main).sink { seen.values.append($0) }.store(in: &bag)
    Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { _ in seen.values.append("tick") }
      .store(in: &bag)
    #expect(seen.values == ["x3"], "the main queue and a timer deliver after the frame")

    struct Failure: Error {}
    Fail<Int, Failure>(error: Failure()).replaceError(with: -1).sink { seen.values.append("\($0)") }.store(in: &bag)
    Just("{\"n\": 5}".data(using: .utf8)!).decode(type: [String: Int].self, decoder: JSONDecoder())
      .map { "\($0["n"] ?? 0)" }.replaceError(with: "bad").sink { seen.values.append($0) }.store(in: &bag)
    #expect(seen.values == ["x3", "-1", "5"])
  }

  @Test func notificationsArriveAsTheyArePosted() {
    let name = Notification.Name("VellumCombineTest")
    let seen = Recorder<String>()
    let subscription = NotificationCenter.default.publisher(for: name).map(\.name.rawValue).sink {
      seen.values.append($0)
    }
    NotificationCenter.default.post(name: name, object: nil)
    subscription.cancel()
    NotificationCenter.default.post(name: name, object: nil)
    #expect(seen.values == ["VellumCombineTest"])
  }

  @Test func anObjectsOwnWillChangePublisherSends() {
    final class Tally: ObservableObject {
      let objectWillChange = ObservableObjectPublisher()
      var count = 0 { willSet { objectWillChange.send() } }
    }
    let tally = Tally()
    let seen = Recorder<Int>()
    let subscription = tally.objectWillChange.sink { seen.values.append(tally.count) }
    tally.count = 1
    tally.count = 2
    #expect(seen.values == [0, 1])
    subscription.cancel()
  }
}

/// Apple-only Foundation members that Foundation-only data services call.
@Suite struct DarwinFoundationTests {
  /// iCloud's key-value store signed out: values stay on the device, typed reads convert as
  /// Foundation's do, and nothing arrives from another device (a cycling app's preferences).
  @Test func theUbiquitousStoreKeepsValuesLocally() {
    let store = NSUbiquitousKeyValueStore()
    #expect(store.object(forKey: "units") == nil && !store.bool(forKey: "metric") && store.double(forKey: "goal") == 0)
    store.set(true, forKey: "metric")
    store.set(Int64(42), forKey: "rides")
    store.set("km", forKey: "units")
    #expect(
      store.bool(forKey: "metric") && store.longLong(forKey: "rides") == 42 && store.double(forKey: "rides") == 42)
    #expect(store.string(forKey: "units") == "km" && store.synchronize())
    store.removeObject(forKey: "units")
    #expect(store.string(forKey: "units") == nil && store.dictionaryRepresentation.count == 2)
    #expect(NSUbiquitousKeyValueStore.default !== store)
    #expect(
      NSUbiquitousKeyValueStore.didChangeExternallyNotification.rawValue.hasSuffix("DidChangeExternallyNotification"))
  }

  /// An iCloud documents query signed out: `start()` answers, the gathering notifications
  /// are posted with no results, and a query with no predicate, or started twice, refuses to
  /// start as Apple documents (a sprite catalog's cloud controller, fifteenth round).
  @Test func aMetadataQueryFinishesGatheringWithNoResults() throws {
    final class Heard: @unchecked Sendable { var names: [Notification.Name] = []; var counts: [Int] = [] }
    let query = NSMetadataQuery()
    query.searchScopes = [NSMetadataQueryUbiquitousDocumentsScope]
    let heard = Heard()
    var observers: [any NSObjectProtocol] = []
    for name in [Notification.Name.NSMetadataQueryDidStartGathering, .NSMetadataQueryDidFinishGathering] {
      observers.append(
        NotificationCenter.default.addObserver(forName: name, object: query, queue: nil) { note in
          heard.names.append(note.name)
          heard.counts.append((note.object as? NSMetadataQuery)?.resultCount ?? -1)
        })
    }
    defer { observers.forEach(NotificationCenter.default.removeObserver) }
    #expect(!query.start() && heard.names.isEmpty && !query.isStarted)
    query.predicate = NSPredicate(value: true)
    #expect(query.start() && query.isStarted && !query.isGathering)
    #expect(heard.names == [.NSMetadataQueryDidStartGathering, .NSMetadataQueryDidFinishGathering])
    #expect(heard.counts == [0, 0] && query.results.isEmpty && query.index(ofResult: "x") == NSNotFound)
    #expect(!query.start() && heard.names.count == 2)
    query.stop()
    #expect(query.isStopped)
    #expect(NSMetadataItemURLKey == "kMDItemURL" && FileManager.default.ubiquityIdentityToken == nil)
    #expect(throws: CocoaError.self) {
      try FileManager.default.startDownloadingUbiquitousItem(at: URL(fileURLWithPath: "/tmp"))
    }
    let item = try #require(NSMetadataItem(url: URL(fileURLWithPath: "/tmp")))
    #expect(item.value(forAttribute: NSMetadataItemFSNameKey) as? String == "tmp")
    #expect(NSMetadataItem(url: URL(fileURLWithPath: "/no/such/file")) == nil)
  }

  @Test func defaultsAnswerKeyValueCodingAndContainersAreAbsent() throws {
    let defaults = try #require(UserDefaults(suiteName: "vellum-darwin-foundation-test"))
    defer { defaults.removePersistentDomain(forName: "vellum-darwin-foundation-test") }
    defaults.setValue(42, forKey: "streak")
    #expect(defaults.integer(forKey: "streak") == 42)
    #expect(defaults.value(forKey: "streak") as? Int == 42)
    defaults.setValue(nil, forKey: "streak")
    #expect(defaults.value(forKey: "streak") == nil)
    #expect(FileManager.default.containerURL(forSecurityApplicationGroupIdentifier: "group.example.app") == nil)
    #expect(FileManager.default.url(forUbiquityContainerIdentifier: nil) == nil)
    // iOS 13's cache initialiser, as an image loader makes its session's cache.
    let cache = URLCache(memoryCapacity: 4_000_000, diskCapacity: 0)
    #expect(cache.memoryCapacity == 4_000_000 && cache.diskCapacity == 0)
    // A JSON boolean told from a number by its Core Foundation type, as Apple's parsers do.
    let json = try #require(try JSONSerialization.jsonObject(with: Data("[true, 1, \"a\"]".utf8)) as? [AnyObject])
    #expect(CFGetTypeID(json[0]) == CFBooleanGetTypeID() && CFGetTypeID(json[1]) == CFNumberGetTypeID())
    #expect(CFGetTypeID(json[2]) == CFStringGetTypeID() && CFBooleanGetTypeID() != CFNumberGetTypeID())
    // Darwin's `dlclose` takes `dlopen`'s optional handle.
    let handle: UnsafeMutableRawPointer? = dlopen(nil, RTLD_NOW)
    #expect(dlclose(handle) == 0 && dlclose(nil) == -1)
    // Core Graphics' C geometry names.
    let union = CGRectUnion(CGRectMake(0, 0, 10, 10), CGRect(x: 20, y: 5, width: 5, height: 10))
    #expect(union == CGRect(x: 0, y: 0, width: 25, height: 15) && CGRectGetMaxX(union) == 25)
  }

  /// A workout log's data manager saves its JSON to `URL.documentsDirectory` and reads it
  /// back; the app's folders exist, are apart, and sit in the preview's own sandbox.
  @Test func sandboxFoldersExistAndKeepWhatIsWrittenThere() throws {
    let file = URL.documentsDirectory.appendingPathComponent("workouts.json")
    try Data("[1,2]".utf8).write(to: file, options: .atomic)
    #expect(try Data(contentsOf: file) == Data("[1,2]".utf8))
    let folders = [URL.documentsDirectory, .libraryDirectory, .applicationSupportDirectory, .cachesDirectory]
    #expect(Set(folders.map(\.path)).count == 4)
    for folder in folders {
      var isFolder: ObjCBool = false
      #expect(FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) && isFolder.boolValue)
      #expect(folder.path.hasPrefix(FileManager.default.temporaryDirectory.path))
    }
    #expect(URL.applicationSupportDirectory.deletingLastPathComponent().path == URL.libraryDirectory.path)
  }

  /// A series tracker's import: the file importer's URL is opened inside
  /// `startAccessingSecurityScopedResource()`. A preview grants no security scope, so the
  /// import's guard takes its "no access" branch, as on iOS for a URL that is not scoped.
  @Test func securityScopedAccessIsNotGranted() throws {
    let file = URL.documentsDirectory.appendingPathComponent("library.json")
    try Data("{}".utf8).write(to: file, options: .atomic)
    var read: Data?
    if file.startAccessingSecurityScopedResource() {
      defer { file.stopAccessingSecurityScopedResource() }
      read = try Data(contentsOf: file)
    }
    #expect(read == nil)
    #expect(try Data(contentsOf: file) == Data("{}".utf8), "the file itself is readable without a scope")
  }

  /// A sequence's elements as a publisher, and the last of them: a note editor that watches
  /// the characters typed for a final newline.
  @Test func aSequencePublishesItsElementsAndLastSendsTheFinalOne() {
    let seen = CombineTests.Recorder<Character>()
    let subscription = "ab\n".publisher.last().sink(
      receiveCompletion: { _ in seen.completions += 1 }, receiveValue: { seen.values.append($0) })
    #expect(seen.values == ["\n"] && seen.completions == 1)
    subscription.cancel()
    let evens = CombineTests.Recorder<Int>()
    _ = [1, 2, 3, 4, 5].publisher.last(where: { $0.isMultiple(of: 2) }).sink { evens.values.append($0) }
    _ = [Int]().publisher.last().sink { evens.values.append($0) }
    #expect(evens.values == [4], "nothing from an empty sequence")
  }

  /// A data service's seam over `URLSession`, as view models declare it to swap in a fake:
  /// Apple's `URLSession` has `data(for:)` and `data(from:)` without a delegate.
  protocol DataLoading {
    func data(for request: URLRequest) async throws -> (Data, URLResponse)
    func data(from url: URL) async throws -> (Data, URLResponse)
  }

  @Test func urlSessionConformsToADataLoadingSeam() {
    let loader: any DataLoading = URLSession.shared
    #expect(loader is URLSession)
  }

  /// An API requester marks its requests as data the user waits for (iOS 16's service type,
  /// which Linux's Foundation lacks); on Linux the request is sent as any other.
  @Test func aRequestCanAskForResponsiveData() throws {
    var request = URLRequest(url: try #require(URL(string: "https://api.example.com/recipes")))
    request.networkServiceType = .responsiveData
    #expect(request.networkServiceType == .default)
  }
}

extension URLSession: DarwinFoundationTests.DataLoading {}

/// `switchToLatest()`: a search field's latest query's results, the earlier queries cancelled.
@Suite struct SwitchToLatestTests {
  @Test func onlyTheLatestInnerPublisherIsHeardAndTheStreamEndsWithBoth() {
    let queries = PassthroughSubject<PassthroughSubject<String, Never>, Never>()
    let first = PassthroughSubject<String, Never>()
    let second = PassthroughSubject<String, Never>()
    let seen = CombineTests.Recorder<String>()
    let subscription = queries.switchToLatest().sink(
      receiveCompletion: { _ in seen.completions += 1 }, receiveValue: { seen.values.append($0) })
    queries.send(first)
    first.send("a")
    queries.send(second)
    first.send("late")
    second.send("b")
    queries.send(completion: .finished)
    #expect(seen.completions == 0, "the latest inner publisher is still open")
    second.send("c")
    second.send(completion: .finished)
    #expect(seen.values == ["a", "b", "c"])
    #expect(seen.completions == 1)
    subscription.cancel()
  }

  struct Failed: Error, Equatable {}

  @Test func anInnerFailureEndsTheStreamFromAPublisherThatCannotFail() {
    let outer = PassthroughSubject<AnyPublisher<Int, Failed>, Never>()
    var completion: Subscribers.Completion<Failed>?
    var values: [Int] = []
    let subscription = outer.switchToLatest().sink(
      receiveCompletion: { completion = $0 }, receiveValue: { values.append($0) })
    outer.send(Just(1).setFailureType(to: Failed.self).eraseToAnyPublisher())
    outer.send(Fail(error: Failed()).eraseToAnyPublisher())
    outer.send(Just(2).setFailureType(to: Failed.self).eraseToAnyPublisher())
    #expect(values == [1])
    #expect(completion == .failure(Failed()))
    subscription.cancel()
  }
}
