import Testing
import Vellum

// Typical SwiftUI data-flow code, written as it is written for SwiftUI (only the import
// differs). The suite at the end renders each screen and checks what it shows.

// MARK: - Observation: a login form

@Observable
final class LoginModel {
  var email = ""
  var password = ""
  var isSubmitting = false

  var canSubmit: Bool {
    !email.isEmpty && password.count >= 8 && !isSubmitting
  }

  func submit() {
    isSubmitting = true
  }
}

struct LoginScreen: View {
  @State private var model = LoginModel()

  var body: some View {
    LoginForm(model: model)
      .environment(model)
  }
}

struct LoginForm: View {
  @Bindable var model: LoginModel
  @FocusState private var focusedField: Field?
  @Environment(\.dismiss) private var dismiss

  enum Field: Hashable {
    case email, password
  }

  var body: some View {
    VStack(alignment: .leading, spacing: 12) {
      Text("Sign in")
        .font(.largeTitle)
        .bold()
      CredentialRow(title: "Email", value: $model.email)
        .focused($focusedField, equals: .email)
      CredentialRow(title: "Password", value: $model.password)
        .focused($focusedField, equals: .password)
      Button("Continue") {
        model.submit()
        dismiss()
      }
      .disabled(!model.canSubmit)
      LoginFooter()
    }
    .padding()
  }
}

struct CredentialRow: View {
  let title: String
  @Binding var value: String

  var body: some View {
    HStack {
      Text(title)
      Spacer()
      Text(value.isEmpty ? "Required" : value)
        .foregroundStyle(.secondary)
    }
  }
}

struct LoginFooter: View {
  @Environment(LoginModel.self) private var model

  var body: some View {
    @Bindable var model = model
    Text(model.isSubmitting ? "Signing in…" : "Not signed in")
      .font(.footnote)
  }
}

// MARK: - ObservableObject: a to-do list

final class TodoStore: ObservableObject {
  @Published var items: [String] = []
  @Published var showsCompleted = false

  init(items: [String] = ["Buy milk", "Walk the dog"]) {
    self.items = items
  }

  func add(_ item: String) {
    objectWillChange.send()
    items.append(item)
  }
}

final class UserSettings: ObservableObject {
  @Published var username = "taylor"
  @Published var accentName = "blue"
}

struct TodoListScreen: View {
  @StateObject private var store = TodoStore()
  @EnvironmentObject var settings: UserSettings
  @AppStorage("sortAscending") private var sortAscending = true
  @SceneStorage("TodoListScreen.selection") private var selection: String?

  var body: some View {
    VStack(alignment: .leading) {
      Text("\(settings.username)’s list")
        .font(.headline)
      ForEach(store.items, id: \.self) { item in
        TodoRow(title: item, store: store)
      }
      Text(sortAscending ? "Sorted A–Z" : "Sorted Z–A")
      Text("Selected: \(selection ?? "nothing")")
      ShowsCompletedRow(isOn: $store.showsCompleted)
    }
  }
}

struct TodoRow: View {
  let title: String
  @ObservedObject var store: TodoStore

  var body: some View {
    HStack {
      Image(systemName: "circle")
      Text(title)
    }
  }
}

struct ShowsCompletedRow: View {
  @Binding var isOn: Bool

  var body: some View {
    Text(isOn ? "Showing completed" : "Hiding completed")
  }
}

struct SettingsHeader: View {
  @EnvironmentObject private var settings: UserSettings
  @Environment(\.horizontalSizeClass) private var horizontalSizeClass
  @ScaledMetric(relativeTo: .title) private var avatarSize: CGFloat = 44

  var body: some View {
    HStack {
      Circle()
        .frame(width: avatarSize, height: avatarSize)
      Text(horizontalSizeClass == .compact ? settings.username : "Signed in as \(settings.username)")
    }
  }
}

// MARK: - Environment actions and values

struct AboutSheet: View {
  @Environment(\.dismiss) var dismiss
  @Environment(\.openURL) var openURL
  @Environment(\.colorScheme) var colorScheme
  @Environment(\.locale) var locale
  @Namespace private var animation
  @State private var expanded = false

  var body: some View {
    VStack {
      Text("About")
        .matchedGeometryEffect(id: "title", in: animation)
      Button("Website") {
        if let url = URL(string: "https://example.com") {
          openURL(url)
        }
      }
      Button("Done") {
        withAnimation(.spring()) {
          expanded.toggle()
        }
        dismiss()
      }
      Text(locale.identifier)
    }
  }
}

// MARK: - Rendering them

@Suite struct DataFlowRealCodeTests {
  static let canvas = ProposedViewSize(width: 393, height: 852)

  @Test func loginScreenRendersItsInitialState() {
    let snapshot = LayoutSnapshot(of: LoginScreen(), proposal: Self.canvas)
    #expect(snapshot.frames(ofText: "Sign in").count == 1)
    #expect(snapshot.frames(ofText: "Required").count == 2)
    #expect(snapshot.frames(ofText: "Not signed in").count == 1)
  }

  @Test @MainActor func loginFormShowsAModelItIsGiven() {
    let model = LoginModel()
    model.email = "ada@example.com"
    model.isSubmitting = true
    let snapshot = LayoutSnapshot(of: LoginForm(model: model).environment(model), proposal: Self.canvas)
    #expect(snapshot.frames(ofText: "ada@example.com").count == 1)
    #expect(snapshot.frames(ofText: "Signing in…").count == 1)
  }

  @Test func todoListRendersStoreSettingsAndStorage() {
    let settings = UserSettings()
    let snapshot = LayoutSnapshot(of: TodoListScreen().environmentObject(settings), proposal: Self.canvas)
    for text in [
      "taylor’s list", "Buy milk", "Walk the dog", "Sorted A–Z", "Selected: nothing", "Hiding completed",
    ] {
      #expect(snapshot.frames(ofText: text).count == 1, "\(text)")
    }
    let store = TodoStore(items: [])
    store.add("Water plants")
    #expect(store.items == ["Water plants"])
  }

  @Test func settingsHeaderScalesWithDynamicType() {
    let settings = UserSettings()
    settings.username = "sam"
    let view = SettingsHeader().environmentObject(settings).dynamicTypeSize(.xxxLarge)
    let snapshot = LayoutSnapshot(of: view, proposal: Self.canvas)
    #expect(snapshot.frames(ofText: "sam").count == 1)
    // Title is 28 pt at .large and 34 pt at .xxxLarge.
    let widths = snapshot.frames(ofKind: "Circle").map(\.width)
    #expect(widths.count == 1 && abs(widths[0] - 44 * 34 / 28) < 0.0001, "\(widths)")
  }

  @Test func aboutSheetRenders() {
    let snapshot = LayoutSnapshot(of: AboutSheet(), proposal: Self.canvas)
    #expect(snapshot.frames(ofText: "About").count == 1)
    #expect(snapshot.frames(ofText: "en_US").count == 1)
  }
}
