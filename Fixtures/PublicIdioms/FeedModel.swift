import Combine
import Foundation

/// A view model as public apps write it: its own file imports only Foundation and Combine.
final class FeedModel: ObservableObject {
  struct Post: Identifiable, Codable, Hashable {
    var id: Int
    var title: String
  }

  @Published var query = ""
  @Published private(set) var visible: [Post] = []
  @Published var isLoading = false
  private var posts: [Post] = (1...3).map { Post(id: $0, title: "Post \($0)") }
  private var cancellables = Set<AnyCancellable>()

  init() {
    $query
      .debounce(for: .milliseconds(250), scheduler: RunLoop.main)
      .removeDuplicates()
      .sink { [weak self] query in self?.filter(query) }
      .store(in: &cancellables)
    visible = posts
  }

  private func filter(_ query: String) {
    visible = query.isEmpty ? posts : posts.filter { $0.title.localizedCaseInsensitiveContains(query) }
  }

  func delete(at offsets: IndexSet) { posts.remove(atOffsets: offsets) }
  func move(from source: IndexSet, to destination: Int) { posts.move(fromOffsets: source, toOffset: destination) }

  func load() {
    isLoading = true
    URLSession.shared.dataTaskPublisher(for: URL(string: "https://example.com/posts.json")!)
      .map(\.data)
      .decode(type: [Post].self, decoder: JSONDecoder())
      .replaceError(with: [])
      .receive(on: DispatchQueue.main)
      .sink { [weak self] posts in
        self?.posts = posts
        self?.isLoading = false
      }
      .store(in: &cancellables)
  }
}
