// The package's main: the compiled node and credential classes, as listed in package.json's "n8n" section.
module.exports = {
	LiveChatAi: require('./dist/nodes/LiveChatAi/LiveChatAi.node').LiveChatAi,
	LiveChatAiTrigger: require('./dist/nodes/LiveChatAi/LiveChatAiTrigger.node').LiveChatAiTrigger,
	LiveChatAiApi: require('./dist/credentials/LiveChatAiApi.credentials').LiveChatAiApi,
};
